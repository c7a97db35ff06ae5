import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const passwordHashing = {
  hash: (password: string) => hash(password, options),
  verify: ({ hash: stored, password }: { hash: string; password: string }) => verify(stored, password),
};
