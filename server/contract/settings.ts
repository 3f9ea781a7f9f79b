// Per-user settings (spec: Settings sub-pages), one typed object with the spec's defaults.
// GET /api/settings answers the whole object; PUT takes any subset of keys (unknown keys are refused).
import { z } from 'zod';
import { endpoint } from './endpoint';
import { textSizes } from './textSizes';

export { textSizes } from './textSizes';
export const uiLanguages = ['English', 'Hindi', 'Tamil'] as const;
export const profileVisibilities = ['everyone', 'clients', 'nobody'] as const;

export const settingsShape = {
  // Profile management
  darkMode: z.boolean().default(false),
  preferredLanguage: z.enum(uiLanguages).default('English'),
  // Security & privacy
  location: z.boolean().default(true),
  filterUnknownMessages: z.boolean().default(true),
  requireApproval: z.boolean().default(false),
  profileVisibility: z.enum(profileVisibilities).default('everyone'),
  /** A lawyer's sign-in e-mail is private unless they choose to show it on their profile. */
  showEmail: z.boolean().default(false),
  // Accessibilities
  accessibilityMode: z.boolean().default(false),
  textSize: z.enum(textSizes).default('Medium'),
  highContrast: z.boolean().default(false),
  skipSilentSections: z.boolean().default(true),
  largeTextPopups: z.boolean().default(false),
  reduceMotion: z.boolean().default(false),
  captions: z.boolean().default(true),
  silentMode: z.boolean().default(true),
  signLanguageOverlay: z.boolean().default(false),
  // Call & Communication
  autoCaptions: z.boolean().default(false),
  progressBar: z.boolean().default(false),
  autoEndCall: z.boolean().default(false),
  customKeys: z.boolean().default(false),
  // Notifications: consultation reminders (24 h, 15 min) also by SMS, once a mobile number is on the account (#58).
  smsReminders: z.boolean().default(false),
};

export const settingsSchema = z.object(settingsShape);
export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;

/** Every default, as a new user (or a key added later) gets it. */
export const defaultSettings: Settings = settingsSchema.parse({});

/**
 * Settings from their stored JSON (or none) with defaults filled in: a key added later, a row never
 * written or a stored value of the wrong type (e.g. from an older version) gets its default, key by key.
 */
export function storedSettings(data: string | null | undefined): Settings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = data ? JSON.parse(data) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: every default.
  }
  const merged: Record<string, unknown> = { ...defaultSettings };
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in defaultSettings)) continue;
    const candidate = { ...merged, [key]: value };
    if (settingsSchema.safeParse(candidate).success) merged[key] = value;
  }
  return settingsSchema.parse(merged);
}

/** PUT /api/settings body: any subset of keys, each with its own type; anything else is a 400. */
export const settingsPatchSchema = z
  .object(
    Object.fromEntries(
      Object.entries(settingsShape).map(([key, schema]) => [key, schema.removeDefault().optional()]),
    ) as { [K in SettingKey]: z.ZodOptional<(typeof settingsShape)[K]['def']['innerType']> },
  )
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const settingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/settings',
    access: 'signedIn',
    tag: 'Settings',
    summary: "The user's settings, every key with its default filled in",
    input: {},
    reply: settingsSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/settings',
    access: 'signedIn',
    tag: 'Settings',
    summary:
      'Change any subset of the settings (unknown keys and wrong types are refused): all of them after',
    input: { body: settingsPatchSchema },
    reply: settingsSchema,
  }),
} as const;
