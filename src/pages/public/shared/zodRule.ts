// An antd Form rule that checks one field with the contract's zod schema, so the form shows exactly the
// message the API would answer with, in the reader's language (components/contractTexts.ts marks them).
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { msg, translate } from '@/i18n';

export const zodRule = (schema: z.ZodType): Rule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(translate(result.error.issues[0]?.message ?? msg('Invalid value')));
  },
});
