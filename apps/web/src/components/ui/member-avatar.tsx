interface MemberAvatarProps {
  photoURL: string | null;
  /** The first letter of the member's email, shown when there is no photo (SPEC §2). */
  initial: string;
  size: number;
  className?: string;
}

/** A member's photo, or their initial on a coloured disc; decorative, the name is beside it. */
export function MemberAvatar({ photoURL, initial, size, className = '' }: MemberAvatarProps) {
  if (photoURL) {
    return (
      <img
        src={photoURL}
        alt=""
        width={size}
        height={size}
        decoding="async"
        className={`shrink-0 rounded-full bg-slate-100 object-cover ${className}`}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white ${className}`}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
    >
      {initial}
    </span>
  );
}
