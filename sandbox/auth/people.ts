import type { SandboxContext } from '../context';

/**
 * The people of the service: whoever signs in (by email on the sandbox's pages), owns memorials,
 * or administers an organization. A sandbox person's email is confirmed from the start.
 */
export interface Person {
  id: number;
  name: string;
  email: string;
}

export function findPersonByEmail(ctx: SandboxContext, email: string): Person | undefined {
  return ctx.db.one<Person>('SELECT id, name, email FROM people WHERE email = ?', email);
}

export function findPerson(ctx: SandboxContext, id: number): Person | undefined {
  return ctx.db.one<Person>('SELECT id, name, email FROM people WHERE id = ?', id);
}

/** A new person (the caller checked the email is free); returns the id. */
export function createPerson(ctx: SandboxContext, person: { name: string; email: string; createdAt?: string }): number {
  return ctx.db.insert('people', { name: person.name, email: person.email, created_at: person.createdAt ?? ctx.clock.iso() });
}

/** The person with this email, made (named from the address) when there is none: signing in by email. */
export function personByEmail(ctx: SandboxContext, email: string, name = email.split('@')[0] ?? email): Person {
  return findPersonByEmail(ctx, email) ?? { id: createPerson(ctx, { name, email }), name, email };
}
