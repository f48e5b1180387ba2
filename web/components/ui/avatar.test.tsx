import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, initials } from '~/web/components/ui/avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('makes initials from the first and last name', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('ada king lovelace')).toBe('AL');
    expect(initials('Grace')).toBe('G');
    expect(initials('  ')).toBe('');
    expect(initials(null)).toBe('');
  });

  it('shows the initials when there is no photo', () => {
    const { container } = render(<Avatar name="Ada Lovelace" src={null} />);
    expect(container.textContent).toBe('AL');
    expect(container.querySelector('img')).toBeNull();
  });

  it('names itself when it stands alone', () => {
    const { getByRole } = render(<Avatar name="Ada Lovelace" label="Ada Lovelace" />);
    expect(getByRole('img', { name: 'Ada Lovelace' })).toBeTruthy();
  });
});
