import { defineKeyframes } from '@pandacss/dev';

export const keyframes = defineKeyframes({
  fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
  fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  scaleIn: { from: { opacity: '0', transform: 'scale(0.96)' }, to: { opacity: '1', transform: 'scale(1)' } },
  scaleOut: { from: { opacity: '1', transform: 'scale(1)' }, to: { opacity: '0', transform: 'scale(0.96)' } },
  slideInStart: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
  slideOutStart: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
  slideInEnd: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
  slideOutEnd: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
});
