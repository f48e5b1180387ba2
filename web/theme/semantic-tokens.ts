import { defineSemanticTokens } from '@pandacss/dev';

// Light mode only. Contrast ratios are against bg.default (white) unless said otherwise.
export const semanticTokens = defineSemanticTokens({
  colors: {
    fg: {
      default: { value: '{colors.slate.900}' }, // 17.9:1
      muted: { value: '{colors.slate.600}' }, // 7.6:1
      subtle: { value: '{colors.slate.500}' }, // 4.8:1, still AA for body text
      inverted: { value: '{colors.white}' },
    },
    bg: {
      canvas: { value: '{colors.slate.50}' },
      default: { value: '{colors.white}' },
      subtle: { value: '{colors.slate.50}' },
      muted: { value: '{colors.slate.100}' },
      emphasized: { value: '{colors.slate.200}' },
      backdrop: { value: 'rgba(15, 23, 42, 0.55)' },
    },
    border: {
      default: { value: '{colors.slate.200}' },
      emphasized: { value: '{colors.slate.400}' },
      strong: { value: '{colors.slate.500}' }, // form controls: 4.8:1 (WCAG 1.4.11)
    },
    accent: {
      default: { value: '{colors.brand.700}' }, // white text on it: 9.0:1
      emphasized: { value: '{colors.brand.800}' },
      fg: { value: '{colors.white}' },
      text: { value: '{colors.brand.700}' },
      subtle: { value: '{colors.brand.50}' },
      muted: { value: '{colors.brand.100}' },
      border: { value: '{colors.brand.300}' },
      focusRing: { value: '{colors.brand.500}' },
    },
    danger: {
      default: { value: '{colors.red.700}' }, // 6.5:1
      emphasized: { value: '{colors.red.800}' },
      fg: { value: '{colors.white}' },
      text: { value: '{colors.red.700}' },
      subtle: { value: '{colors.red.50}' },
      border: { value: '{colors.red.300}' },
    },
    success: {
      default: { value: '{colors.green.700}' }, // 5.0:1
      fg: { value: '{colors.white}' },
      text: { value: '{colors.green.800}' },
      subtle: { value: '{colors.green.50}' },
      border: { value: '{colors.green.300}' },
    },
    info: {
      default: { value: '{colors.brand.600}' },
      fg: { value: '{colors.white}' },
      text: { value: '{colors.brand.800}' },
      subtle: { value: '{colors.brand.50}' },
      border: { value: '{colors.brand.200}' },
    },
    warning: {
      text: { value: '{colors.amber.800}' },
      subtle: { value: '{colors.amber.50}' },
      border: { value: '{colors.amber.300}' },
    },
    illustration: {
      sky: { value: '{colors.brand.800}' },
      skyEnd: { value: '{colors.brand.950}' },
      shape: { value: '{colors.brand.500}' },
      shapeSoft: { value: '{colors.brand.300}' },
      highlight: { value: '{colors.amber.300}' },
      text: { value: '{colors.white}' },
    },
  },
  shadows: {
    xs: { value: '0 1px 2px rgba(15, 23, 42, 0.06)' },
    sm: { value: '0 1px 3px rgba(15, 23, 42, 0.1), 0 1px 2px rgba(15, 23, 42, 0.06)' },
    md: { value: '0 4px 12px rgba(15, 23, 42, 0.12)' },
    lg: { value: '0 12px 32px rgba(15, 23, 42, 0.18)' },
  },
  radii: {
    l1: { value: '{radii.sm}' },
    l2: { value: '{radii.md}' },
    l3: { value: '{radii.lg}' },
  },
});
