import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import './button.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'style' | 'disabled'> {
  variant?: 'primary' | 'secondary' | 'quiet' | 'danger';
  /**
   * Working on it: the button keeps its name and its place in the tab order (a disabled button
   * would drop the keyboard focus), says it is unavailable, and ignores presses.
   */
  busy?: boolean;
  /** Not available now; like busy, it keeps the focus where the person left it. */
  unavailable?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'secondary', busy = false, unavailable = false, className, onClick, type = 'button', ...rest }: ButtonProps) {
  const inert = busy || unavailable;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      aria-disabled={inert || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    />
  );
}
