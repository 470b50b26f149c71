import { describe, expect, it } from 'vitest';
import { canPressNext, canPressSubmit, nextStep, previousStep } from './checkout-steps';

describe('checkout steps', () => {
  it('goes preview → product → contact and back', () => {
    expect(nextStep('preview')).toBe('product');
    expect(nextStep('product')).toBe('contact');
    expect(nextStep('contact')).toBeNull();
    expect(previousStep('contact')).toBe('product');
    expect(previousStep('product')).toBe('preview');
    expect(previousStep('preview')).toBeNull();
  });

  it('blocks the contact step while the album has errors', () => {
    expect(canPressNext('preview', 2)).toBe(true);
    expect(canPressNext('product', 2)).toBe(false);
    expect(canPressNext('product', 0)).toBe(true);
    expect(canPressNext('contact', 0)).toBe(false);
  });

  it('submits only pending, with consent and without album errors', () => {
    expect(canPressSubmit('PENDING', true, 0)).toBe(true);
    expect(canPressSubmit('PENDING', false, 0)).toBe(false);
    expect(canPressSubmit('PENDING', true, 1)).toBe(false);
    expect(canPressSubmit('SUBMITTING', true, 0)).toBe(false);
    expect(canPressSubmit('ERROR', true, 0)).toBe(false);
  });
});
