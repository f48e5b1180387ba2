import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VALIDATION } from '~/common/messages/validation';
import { renderWithSession } from '~/web/testing/renderWithSession';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import RegisterPage from './RegisterPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const gateway = () => fakeGateway({ JobPositions: [() => json({ data: { jobPositions: ['Account Executive', 'Sales Manager'] } })] });

describe('registration page', () => {
  it('has every registration field of spec §3, named after it', () => {
    renderWithSession(<RegisterPage />, { path: '/register', gateway: gateway() });
    for (const name of ['username', 'firstName', 'lastName', 'linkedInUrl', 'password', 'confirmPassword', 'jobPosition', 'location', 'howDidYouHearAboutUs', 'acceptTermsAndConditions']) {
      expect(document.querySelector(`[name="${name}"]`), name).not.toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Read the terms and conditions' }).getAttribute('href')).toBe('/terms-and-conditions');
  });

  it('shows the §5 message under each field of an empty form', async () => {
    renderWithSession(<RegisterPage />, { path: '/register', gateway: gateway() });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const message of [
      VALIDATION.usernameMin,
      VALIDATION.firstNameMin,
      VALIDATION.lastNameMin,
      VALIDATION.linkedInUrl,
      VALIDATION.passwordMin,
      VALIDATION.jobPositionMin,
      VALIDATION.location,
      VALIDATION.howDidYouHearAboutUsMin,
      VALIDATION.acceptTerms,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it("shows 'Passwords don't match' under the confirmation", async () => {
    renderWithSession(<RegisterPage />, { path: '/register', gateway: gateway() });
    fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'Str0ng!pass' } });
    fireEvent.change(document.querySelector('input[name="confirmPassword"]')!, { target: { value: 'Str0ng!pasS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(VALIDATION.passwordsMatch)).toBeTruthy();
  });
});
