import type { Account } from '@medshelf/shared';

/** The user's photo, or the first letter of their email (SPEC §2). */
export function Avatar({ account, size = 40 }: { account: Account; size?: number }) {
  const { photoURL, email } = account.user;
  if (photoURL) {
    return (
      <img
        src={photoURL}
        alt=""
        width={size}
        height={size}
        className="rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-letter"
      className="inline-flex items-center justify-center rounded-full bg-brand-700 font-semibold text-white uppercase"
      style={{ width: size, height: size }}
    >
      {email.charAt(0)}
    </span>
  );
}
