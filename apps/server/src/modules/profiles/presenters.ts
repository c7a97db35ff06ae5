import type { OwnProfile, PublicProfile } from '@medshelf/shared';
import type { MemberRow, readCounts, readOwnRecord, StoredDetails } from './repository.ts';

export const emptyDetails: StoredDetails = {
  nickname: '',
  language: '',
  gender: '',
  joinedDate: '',
  education: '',
  working: '',
  summary: '',
  facebook: '',
  instagram: '',
  twitter: '',
};

/** The avatar letter when there is no photo: the email's first letter (SPEC §2). */
export const initialOf = (email: string) => email.charAt(0).toUpperCase();

type OwnRecord = NonNullable<Awaited<ReturnType<typeof readOwnRecord>>>;

export function toOwnProfile(record: OwnRecord, usernameAdded: boolean): OwnProfile {
  return {
    ...emptyDetails,
    ...record.details,
    displayName: record.name,
    username: record.username,
    email: record.email,
    photoURL: record.image,
    usernameAdded,
  };
}

type Counts = NonNullable<Awaited<ReturnType<typeof readCounts>>>;

export function toPublicProfile(
  member: MemberRow,
  details: StoredDetails | undefined,
  counts: Counts,
  viewerId: string | null,
): PublicProfile {
  return {
    id: member.id,
    username: member.username,
    displayName: member.name,
    photoURL: member.image,
    initial: initialOf(member.email),
    details: { ...emptyDetails, ...details },
    counts: {
      uploads: counts.uploads,
      followers: counts.followers,
      following: counts.following,
      views: counts.views,
    },
    joinedAt: member.createdAt.toISOString(),
    viewer: { isOwner: viewerId === member.id, following: counts.viewerFollows },
  };
}
