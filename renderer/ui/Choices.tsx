import type { ReactNode, Ref } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import './field.css';

export interface Choice<T extends string> {
  value: T;
  name: string;
  /** What choosing it means, in a sentence, shown under its name. */
  about?: ReactNode;
  /** The language its name is written in, when not the page's (a language named in itself). */
  lang?: string;
}

export interface ChoicesProps<T extends string> {
  label: string;
  hint?: ReactNode;
  value: T | null;
  onChange: (value: T) => void;
  choices: readonly Choice<T>[];
  error?: string | null | undefined;
  name?: string;
  /** The first choice's input, to put the focus on the group when it has a problem (react-hook-form). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One choice among a few, each with a sentence of what it means: React Aria's radio group (arrow
 * keys move between choices, Tab leaves the group), drawn as large cards to click or tap.
 */
export function Choices<T extends string>({ label, hint, value, onChange, choices, error, name, inputRef }: ChoicesProps<T>) {
  return (
    <RadioGroup className="choice-group" value={value} onChange={(next) => onChange(next as T)} isInvalid={Boolean(error)} name={name}>
      <Label className="choice-group__legend">{label}</Label>
      {hint ? (
        <Text slot="description" className="field__hint">
          {hint}
        </Text>
      ) : null}
      <div className="choice-group__list">
        {choices.map((choice, index) => (
          <Radio key={choice.value} value={choice.value} className="choice-card" {...(index === 0 && inputRef ? { inputRef } : {})}>
            <span className="choice-card__mark" aria-hidden="true" />
            <span>
              <span className="choice-card__name" lang={choice.lang}>
                {choice.name}
              </span>
              {choice.about ? <span className="choice-card__about">{choice.about}</span> : null}
            </span>
          </Radio>
        ))}
      </div>
      {error ? (
        <Text slot="errorMessage" className="field__error">
          {error}
        </Text>
      ) : null}
    </RadioGroup>
  );
}
