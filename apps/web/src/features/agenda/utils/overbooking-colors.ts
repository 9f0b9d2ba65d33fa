/**
 * Seed §9: overbookings are drawn in colours cycling through 14 presets. Each pairs a light
 * background with a dark text and border of the same hue (text contrast above 4.5:1).
 */
export interface OverbookingColor {
  bg: string;
  fg: string;
}

export const OVERBOOKING_COLORS: readonly OverbookingColor[] = [
  { bg: '#fde4ec', fg: '#880e4f' },
  { bg: '#e3f2fd', fg: '#0d47a1' },
  { bg: '#e8f5e9', fg: '#1b5e20' },
  { bg: '#fff3e0', fg: '#8a3c00' },
  { bg: '#f3e5f5', fg: '#4a148c' },
  { bg: '#e0f7fa', fg: '#005662' },
  { bg: '#fffde7', fg: '#5d4a00' },
  { bg: '#ede7f6', fg: '#311b92' },
  { bg: '#fbe9e7', fg: '#8c1d00' },
  { bg: '#e8eaf6', fg: '#1a237e' },
  { bg: '#f1f8e9', fg: '#33691e' },
  { bg: '#efebe9', fg: '#3e2723' },
  { bg: '#e0f2f1', fg: '#004d40' },
  { bg: '#eceff1', fg: '#263238' },
];

/** The n-th overbooking of the day (0-based) takes the n-th preset, cycling. */
export function overbookingColor(index: number): OverbookingColor {
  const n = OVERBOOKING_COLORS.length;
  return OVERBOOKING_COLORS[((index % n) + n) % n] ?? { bg: '#eceff1', fg: '#263238' };
}
