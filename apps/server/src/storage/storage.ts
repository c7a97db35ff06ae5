/** Where uploaded and generated files live: local disk now, S3-compatible later, one interface. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** True when files can be written and read back right now. */
  isReachable(): Promise<boolean>;
}
