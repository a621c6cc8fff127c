import { zodResolver } from '@hookform/resolvers/zod';
import { useContext, useMemo } from 'react';
import { IntlContext } from 'react-intl';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { formatText, type MessageFormatter } from '../data/message-format';

/**
 * react-hook-form's resolver for a zod schema, its messages in the person's language: the
 * contract's checks (shared/api/fields.ts) write each message as English that knows its catalog
 * message (`sayText`), and a form's own schema may give catalog messages the same way; each is
 * shown in the language on screen. A message that is neither (the service's words) stays as it is.
 *
 *   const form = useForm<Values>({ resolver: useZodResolver(schema), … });
 */
export function useZodResolver<T extends z4.$ZodType<FieldValues, FieldValues>>(schema: T): Resolver<z4.input<T>, unknown, z4.output<T>> {
  // The screens' intl; a form drawn outside IntlRoot (a test of its own) takes the one registered, or the English.
  const intl = useContext(IntlContext) as unknown as MessageFormatter | null;
  return useMemo(() => {
    const resolve = zodResolver(schema as never) as unknown as Resolver<z4.input<T>, unknown, z4.output<T>>;
    return async (values, context, options) => {
      const result = await resolve(values, context, options);
      return { ...result, errors: inLanguage(result.errors, intl) } as typeof result;
    };
  }, [schema, intl]);
}

/** A form's errors with each message the app wrote in the language of `intl`. */
export function inLanguage<E extends FieldErrors>(errors: E, intl: MessageFormatter | null): E {
  const walk = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) return node.map(walk);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ref') out[key] = value;
      else if (key === 'message' && typeof value === 'string') out[key] = localText(value, intl);
      else out[key] = walk(value);
    }
    return out;
  };
  return walk(errors) as E;
}

/** One message the app wrote, in the language of `intl`; other text as it is. */
export function localText(text: string, intl: MessageFormatter | null): string {
  return intl ? formatText(text, intl) : formatText(text);
}
