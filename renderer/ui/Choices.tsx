import { useId, type ReactNode, type Ref } from 'react';
import './form-field.css';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** What choosing it means, in a sentence or two. */
  explain: ReactNode;
}

export interface ChoicesProps<V extends string> {
  legend: string;
  hint?: ReactNode;
  name: string;
  options: readonly Choice<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  error?: string | null | undefined;
  /** The first radio button, for focusing the group when it has a problem. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One choice among a few, each explained: native radio buttons in a fieldset, so the arrow keys
 * move between them and a screen reader says the question, the choice and its explanation.
 */
export function Choices<V extends string>({ legend, hint, name, options, value, onChange, error, inputRef }: ChoicesProps<V>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={error ? 'choice-group choice-group--invalid' : 'choice-group'}
      aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
    >
      <legend className="choice-group__legend">{legend}</legend>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="choice-group__list">
        {options.map((option, index) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="choice-option">
              <input
                ref={index === 0 ? inputRef : undefined}
                className="choice-option__input"
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === option.value}
                aria-describedby={`${optionId}-explain`}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(option.value)}
              />
              <label className="choice-option__label" htmlFor={optionId}>
                {option.label}
              </label>
              <p className="choice-option__explain" id={`${optionId}-explain`}>
                {option.explain}
              </p>
            </div>
          );
        })}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
