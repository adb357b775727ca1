import type { Config } from 'tailwindcss';

/**
 * Design tokens of the portal (see DESIGN-SYSTEM.md). Tailwind 4 reads this file through `@config` in
 * src/index.css. Breakpoints are the spec's (§9): sm 640, md 768, lg 1024, xl 1280.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    screens: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    extend: {
      colors: {
        primary: {
          50: '#eef4ff',
          100: '#d9e6ff',
          200: '#bcd3ff',
          300: '#8eb6ff',
          400: '#598dfd',
          500: '#3366f7',
          600: '#1e48ec',
          700: '#1737d4',
          800: '#192fac',
          900: '#1a2e88',
          950: '#151f53',
        },
        secondary: { 50: '#f5f7fa', 100: '#e9edf3', 500: '#64748b', 600: '#475569', 700: '#334155' },
        danger: { 50: '#fef2f2', 100: '#fee2e2', 500: '#ef4444', 600: '#dc2626', 700: '#b91c1c' },
        warning: { 50: '#fffbeb', 100: '#fef3c7', 500: '#f59e0b', 600: '#d97706', 700: '#b45309' },
        info: { 50: '#ecfeff', 100: '#cffafe', 500: '#06b6d4', 600: '#0891b2', 700: '#0e7490' },
        success: { 50: '#f0fdf4', 100: '#dcfce7', 500: '#22c55e', 600: '#16a34a', 700: '#15803d' },
        neutral: {
          50: '#f8fafc',
          100: '#f1f5f9',
          200: '#e2e8f0',
          300: '#cbd5e1',
          400: '#94a3b8',
          500: '#64748b',
          600: '#475569',
          700: '#334155',
          800: '#1e293b',
          900: '#0f172a',
          950: '#0b1120',
        },
      },
      fontFamily: {
        sans: ['Inter', '"Inter fallback"', '"Noto Sans Arabic"', 'system-ui', 'sans-serif'],
      },
      borderRadius: { card: '8px', control: '6px' },
      height: { control: '38px' },
      width: {
        'sidebar-collapsed': '72px',
        sidebar: '248px',
        'user-menu': '180px',
        'messages-menu': '335px',
      },
      transitionDuration: { route: '500ms' },
    },
  },
} satisfies Config;
