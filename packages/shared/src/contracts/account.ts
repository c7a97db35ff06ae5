import { z } from 'zod';
import { languages } from '../languages.ts';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';

/** Usernames (SPEC §5): required, at least 5 characters; unique whatever the case. */
export const usernameSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required })
  .min(limits.usernameMinLength, { error: messages.usernameTooShort })
  .max(30, { error: 'Must be 30 characters or fewer' })
  .regex(/^[A-Za-z0-9._-]+$/, { error: 'Use only letters, numbers, dots, dashes and underscores' });

export const emailSchema = z.email({ error: messages.invalidEmail }).trim().toLowerCase();

export const signUpBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: z
    .string()
    .min(limits.passwordMinLength, { error: 'Password must be at least 6 characters' })
    .max(128),
});

export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const accountSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    photoURL: z.string().nullable(),
    username: z.string().nullable(),
    role: z.enum(['user', 'editor']),
  }),
  /** Slug of the chosen faculty, or null until the preference dialog is saved. */
  preference: z.string().nullable(),
  /** The interface language last chosen while signed in; null until one is. */
  language: z.enum(languages).nullable(),
  followerCount: z.number().int(),
});

export type Account = z.infer<typeof accountSchema>;

/**
 * The preference dialog (SPEC §2, §4, §5): a faculty, plus a username when the user has none.
 * Field messages come from the server so both sides say the same thing.
 */
export const savePreferenceBodySchema = z.object({
  faculty: z.string().optional(),
  username: z.string().optional(),
});

export type SavePreferenceBody = z.infer<typeof savePreferenceBodySchema>;

/** The interface language, kept on the account so another device starts in it. */
export const saveLanguageBodySchema = z.object({ language: z.enum(languages) });

export type SaveLanguageBody = z.infer<typeof saveLanguageBodySchema>;
