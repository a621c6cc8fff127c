import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { resetAppStore, useAppStore } from '../../../renderer/data/app-state';
import { createQueryClient } from '../../../renderer/data/query-client';
import { SignOutDialog } from '../../../renderer/ui/SignOutDialog';
import type { AccountInfo } from '../../../shared/bridge';
import { family, funeralHome, outboxEntry } from '../harness';
import { wrapperIn } from './intl';

afterEach(() => resetAppStore());

/** The question before signing out, alone, in Spanish as a reader in Spain has it. */
async function askInSpanish(account: AccountInfo, unsent: number) {
  useAppStore.setState({
    outbox: Array.from({ length: unsent }, (_, i) => outboxEntry({ id: `o${i}`, accountId: account.id, label: `Cambio ${i + 1}` })),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SignOutDialog account={account} onDone={() => undefined} onCancel={() => undefined} />
    </QueryClientProvider>,
    { wrapper: await wrapperIn('es', 'es-ES') },
  );
  return screen.getByRole('alertdialog');
}

describe('the sign-out question in Spanish', () => {
  test('a family with nothing waiting: its name kept apart, usted, and the buttons in Spanish', async () => {
    const dialog = await askInSpanish(family, 0);
    expect(screen.getByRole('alertdialog', { name: '¿Cerrar la sesión de Margaret Ellis?' })).toBe(dialog);
    expect(dialog.querySelector('h2 bdi')?.textContent).toBe('Margaret Ellis');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mantener la sesión' }));
    expect(screen.getByRole('button', { name: 'Sí, cerrar la sesión' })).toBeTruthy();
    expect(dialog.textContent).toContain('Memorial Desk olvidará este inicio de sesión');
    expect(dialog.textContent).toContain('No cambia nada en el servicio de memoriales. Puede volver a iniciar sesión cuando quiera.');
    expect(dialog.textContent).not.toMatch(/Sign out|Stay signed in|Cancel/);
  });

  test('one change waiting: said in the singular', async () => {
    const dialog = await askInSpanish(family, 1);
    expect(dialog.textContent).toContain('Si cierra la sesión ahora, este cambio no se enviará');
    expect(dialog.textContent).not.toContain('No cambia nada');
  });

  test('a funeral home with seven waiting: the plural, five listed and "y 2 más", the token and the desk journal', async () => {
    const dialog = await askInSpanish(funeralHome, 7);
    expect(dialog.textContent).toContain('Si cierra la sesión ahora, estos 7 cambios no se enviarán: se quitarán junto con todo lo demás.');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cambio 1', 'Cambio 2', 'Cambio 3', 'Cambio 4', 'Cambio 5', 'y 2 más']);
    expect(dialog.textContent).toContain('el diario de la recepción');
    expect(dialog.textContent).toContain('Para volver a iniciar sesión necesitará su token de empresa.');
  });
});
