import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver that checks with a shared schema (the very rules and words the server and the
 * import command use) after turning the form's strings into the shape the schema takes: "2019"
 * into a year, "A; B" into a list of authors. A message about one item of a list ("authors.2")
 * belongs to the list's field; each field shows its first message.
 */
export function schemaResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (values: Values) => unknown,
): Resolver<Values, unknown, z.output<Schema>> {
  return (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** An empty text box is "not given". */
export const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);
