import type { Config } from 'tailwindcss';

// Brand tokens. Components use these names (text-ink, bg-brand …), never hex values.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        ink: { DEFAULT: '#0B1F3A', soft: '#33435C', muted: '#55637A' },
        brand: { DEFAULT: '#0F7B5F', dark: '#0A5C47', light: '#E6F3EE', ring: '#0F7B5F' },
        saffron: { DEFAULT: '#F2B544', dark: '#8A5A00', light: '#FDF3DE' },
        surface: { DEFAULT: '#F7F5F1', card: '#FFFFFF', line: '#E3E0D9' },
      },
      fontFamily: {
        sans: ['var(--font-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      maxWidth: { content: '75rem', prose: '68ch' },
      boxShadow: {
        card: '0 1px 2px rgb(11 31 58 / 0.04), 0 4px 16px rgb(11 31 58 / 0.06)',
        lift: '0 2px 4px rgb(11 31 58 / 0.06), 0 12px 28px rgb(11 31 58 / 0.10)',
      },
      borderRadius: { card: '0.875rem' },
    },
  },
};

export default config;
