// The card's two looks, in the colours of components/base.css (light and dark), so a card reads as the extension's.

export type ColorRole = 'bg' | 'fg' | 'muted' | 'accent' | 'accentFg' | 'badge' | 'badgeFg' | 'surface' | 'border';
export type CardLook = 'light' | 'dark';

export const CARD_LOOKS: Record<CardLook, Record<ColorRole, string>> = {
  light: {
    bg: '#ffffff',
    fg: '#1d2327',
    muted: '#5f6b73',
    accent: '#0d7a6e',
    accentFg: '#ffffff',
    badge: '#b3261e',
    badgeFg: '#ffffff',
    surface: '#f4f6f7',
    border: '#5f6b73',
  },
  dark: {
    bg: '#1b1e20',
    fg: '#e8eaed',
    muted: '#a6b0b6',
    accent: '#3cc1b0',
    accentFg: '#0b1413',
    badge: '#ff8a80',
    badgeFg: '#1b1e20',
    surface: '#25292c',
    border: '#a6b0b6',
  },
};
