import { authErrorCodes, emailSchema, limits, usernameSchema } from '@medshelf/shared';
import { type Language, languageFromCookies } from '@medshelf/shared/languages';
import { paths } from '@medshelf/shared/routes';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { isUsernameTaken } from '../account/index.ts';
import { resetPasswordEmail, verificationEmail } from './emails.ts';
import { passwordHashing } from './password-hash.ts';
import { deleteSessions, ensureProfile, findUserByEmail, isDisabled, languageOfUser } from './repository.ts';
import { socialProviders } from './social-providers.ts';

interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
}

function fail(
  status: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'CONFLICT',
  code: string,
  message: string,
): never {
  throw new APIError(status, { code, message });
}

/**
 * better-auth sends a link back to whatever the request named, "/" when it named nothing (a
 * sign-in of an unverified email, a resend): every link lands where the first one does instead.
 */
function landingOnVerified(link: string, publicUrl: string): string {
  const url = new URL(link);
  url.searchParams.set('callbackURL', new URL(paths.emailVerified(), publicUrl).href);
  return url.href;
}

/**
 * The language of a member's email: the one kept on the account, else the one the request's
 * browser shows (at sign-up the account has none yet: the `medshelf-lang` cookie decides).
 */
async function emailLanguage(db: Database, userId: string, request: Request | undefined): Promise<Language> {
  return (
    (await languageOfUser(db, userId)) ?? languageFromCookies(request?.headers.get('cookie') ?? undefined)
  );
}

/**
 * better-auth on the project's database. Before its own checks, MedShelf answers with the
 * distinct outcomes SPEC §5 and §8 name (unknown user, disabled account, taken email or
 * username), which better-auth would otherwise fold into one message.
 */
export function createAuth({ config, db, mailer, secret }: AuthDeps) {
  const https = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'MedShelf',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        username: { type: 'string', required: false, input: true },
        role: { type: 'string', required: false, input: false, defaultValue: 'user' },
        disabled: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: limits.passwordMinLength,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing,
      sendResetPassword: async ({ user, url }, request) =>
        mailer.send(resetPasswordEmail(user.email, url, await emailLanguage(db, user.id, request))),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) =>
        mailer.send(
          verificationEmail(
            user.email,
            landingOnVerified(url, config.publicUrl),
            await emailLanguage(db, user.id, request),
          ),
        ),
    },
    session: { expiresIn: 30 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    plugins: [genericOAuth({ config: socialProviders(config.social) })],
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    rateLimit: { enabled: false },
    advanced: {
      // better-auth skips the origin check under NODE_ENV=test; the tests must see what users get.
      disableOriginCheck: false,
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureProfile(db, user.id);
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            if (await isDisabled(db, session.userId))
              fail('FORBIDDEN', authErrorCodes.accountDisabled, 'Your account has been disabled');
          },
        },
      },
    },
    hooks: {
      // A session outlives a disable only until its next check: end it there.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/get-session') return;
        const returned = ctx.context.returned as
          | { user?: { id: string; disabled?: boolean } }
          | null
          | undefined;
        if (returned?.user?.disabled) {
          await deleteSessions(db, returned.user.id);
          return ctx.json(null);
        }
      }),
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') {
          const email = emailSchema.safeParse(ctx.body?.email);
          if (!email.success) fail('BAD_REQUEST', authErrorCodes.invalidEmail, 'Please enter a valid email');
          const user = await findUserByEmail(db, email.data);
          if (!user) fail('UNAUTHORIZED', authErrorCodes.userNotFound, 'User not found');
          if (user.disabled)
            fail('FORBIDDEN', authErrorCodes.accountDisabled, 'Your account has been disabled');
        }
        if (ctx.path === '/sign-up/email') {
          const email = emailSchema.safeParse(ctx.body?.email);
          if (!email.success) fail('BAD_REQUEST', authErrorCodes.invalidEmail, 'Please enter a valid email');
          const username = usernameSchema.safeParse(ctx.body?.username);
          if (!username.success) {
            fail(
              'BAD_REQUEST',
              authErrorCodes.invalidUsername,
              username.error.issues[0]?.message ?? 'Required',
            );
          }
          if (await findUserByEmail(db, email.data))
            fail('CONFLICT', authErrorCodes.emailInUse, 'email is already in use');
          if (await isUsernameTaken(db, username.data)) {
            fail('CONFLICT', authErrorCodes.usernameTaken, 'user name already taken.chose another');
          }
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
