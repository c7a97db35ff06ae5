/** Storage keys of a journal's files: a cover under a fresh token, so its URL never changes. */
export const journalKeys = {
  journal: (journalId: string) => `journals/${journalId}/`,
  cover: (journalId: string, token: string) => `journals/${journalId}/cover-${token}.webp`,
};

/** The stored images a journal's link preview may be made from: its covers. */
export const journalPreviewSourceKey = /^journals\/([A-Za-z0-9]+)\/cover-[A-Za-z0-9]+\.webp$/;

/** What /files/* serves of a journal: its covers. */
export const servableJournalKey = /^journals\/[A-Za-z0-9]+\/cover-[A-Za-z0-9]+\.webp$/;

export const fileUrl = (key: string) => `/files/${key}`;
