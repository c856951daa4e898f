import { fireEvent, render, screen } from '@testing-library/react';
import LangSelect from '@/components/RightContent/LangSelect';
import { LANGUAGES } from '@/locales/languages';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
});

describe('language menu', () => {
  it('opens from the keyboard on the current language and moves with the arrows, Home and End', () => {
    render(<LangSelect />);
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(LANGUAGES.map((l) => l.label));
    // Names only, no flag emoji (a flag is a country, not a language).
    expect(items.map((i) => i.textContent).join('')).not.toMatch(/\p{Regional_Indicator}/u);
    const english = screen.getByRole('menuitemradio', { name: 'English' });
    expect(english).toBeChecked();
    expect(english).toHaveFocus();
    fireEvent.keyDown(english, { key: 'ArrowDown' });
    const japanese = screen.getByRole('menuitemradio', { name: '日本語' });
    expect(japanese).toHaveFocus();
    const last = items[items.length - 1];
    fireEvent.keyDown(japanese, { key: 'End' });
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, { key: 'ArrowDown' });
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0], { key: 'ArrowUp' });
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside, and choosing the current language changes nothing', () => {
    render(<LangSelect />);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(localStorage.getItem('umi_locale')).toBe('en-US');
  });

  it('stores the chosen language (the page then reloads into it)', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom cannot reload
    render(<LangSelect />);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Español' }));
    expect(localStorage.getItem('umi_locale')).toBe('es-ES');
    errors.mockRestore();
  });
});
