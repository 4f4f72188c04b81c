import { useState } from 'react';
import { THEME_CHOICES, THEME_LABELS, type ThemeChoice } from '../../../shared/theme';
import { Card } from '../../kit/card';
import { InlineAlert } from '../../kit/inline-alert';
import { useTheme } from '../../lib/theme';
import { chooseTheme } from './theme-api';
import './theme.css';

const HINTS: Record<ThemeChoice, string> = {
  light: 'Dark text on light backgrounds.',
  dark: 'Light text on dark backgrounds.',
  system: 'Follows your device’s setting.',
};

/**
 * My account's "Appearance", for everyone signed in: Light, Dark or System. A choice applies at
 * once and is saved for this person, so another browser gets it at sign-in (ADR 0032).
 */
export function ThemeSection() {
  const { choice } = useTheme();
  const [error, setError] = useState('');

  async function choose(theme: ThemeChoice) {
    setError('');
    const result = await chooseTheme(theme);
    if (!result.ok) setError(`Your theme applies here but was not saved: ${result.error}`);
  }

  return (
    <Card title="Appearance">
      <fieldset className="theme-choice">
        <legend>Theme</legend>
        {THEME_CHOICES.map((theme) => (
          <label key={theme} className="theme-choice__option">
            <input
              type="radio"
              name="theme"
              value={theme}
              checked={choice === theme}
              onChange={() => void choose(theme)}
            />
            <span>
              {THEME_LABELS[theme]}
              <span className="theme-choice__hint">{HINTS[theme]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error ? <InlineAlert message={error} /> : null}
    </Card>
  );
}
