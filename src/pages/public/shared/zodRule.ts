// An antd Form rule that checks one field with the contract's zod schema, so the form shows exactly the
// message the API would answer with.
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

export const zodRule = (schema: z.ZodType): Rule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
  },
});
