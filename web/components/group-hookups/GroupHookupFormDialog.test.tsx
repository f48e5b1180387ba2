import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '~/common/constants';
import { GROUP_HOOKUP } from '~/common/messages/groupHookups';
import { fakeLiveClient, groupHookup } from '~/web/testing/live';
import type { Session } from '~/web/lib/session';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import { GroupHookupFormDialog } from './GroupHookupFormDialog';

const session = vi.hoisted(() => ({ current: {} as Partial<Session> }));
vi.mock('~/web/lib/session', () => ({ useSession: () => session.current }));
const upload = vi.hoisted(() => ({ uploadGroupHookupImage: vi.fn(async () => ({ imageUrl: '/uploads/cover.png' })) }));
vi.mock('~/web/lib/upload', () => upload);

function signIn(roles: Role[]) {
  session.current = {
    status: 'authenticated',
    user: { uuid: 'member-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles, verified: true },
  };
}

function renderDialog(createAnswer: () => Response, onSaved = vi.fn()) {
  const gateway = fakeGateway({
    GroupHookupCategories: [() => json({ data: { categories: [{ name: 'PRACTICE', label: 'Practice' }] } })],
    CreateGroupHookup: [createAnswer],
  });
  const { client } = fakeLiveClient(gateway.fetchFn as typeof fetch);
  render(
    <Provider value={client}>
      <GroupHookupFormDialog open onOpenChange={() => undefined} onSaved={onSaved} />
    </Provider>,
  );
  return { gateway, onSaved };
}

const field = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

async function fillValidForm() {
  const dialog = await screen.findByRole('dialog', { name: 'Create group hookup' });
  await within(dialog).findByRole('option', { name: 'Practice' });
  fireEvent.change(field(dialog, 'title'), { target: { value: 'Cold calling clinic' } });
  fireEvent.change(field(dialog, 'category'), { target: { value: 'PRACTICE' } });
  fireEvent.change(field(dialog, 'startDate'), { target: { value: '2030-03-01T10:00' } });
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Public' }));
  return dialog;
}

afterEach(() => {
  cleanup();
  upload.uploadGroupHookupImage.mockClear();
});

describe('group hookup form dialog', () => {
  it('shows the §5 messages under the fields, private included as it has no default', async () => {
    signIn(['ROLE_USER']);
    renderDialog(() => json({}));
    const dialog = await screen.findByRole('dialog', { name: 'Create group hookup' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create group hookup' }));
    expect(await within(dialog).findByText(GROUP_HOOKUP.titleLength)).toBeTruthy();
    expect(within(dialog).getByText(GROUP_HOOKUP.privateRequired)).toBeTruthy();
    expect(within(dialog).getByText(GROUP_HOOKUP.categoryRequired)).toBeTruthy();
    expect(within(dialog).getByText(GROUP_HOOKUP.startDateFuture)).toBeTruthy();
  });

  it('creates the group hookup, then uploads the chosen image for it', async () => {
    signIn(['ROLE_USER']);
    const created = groupHookup('gh-new', { status: 'PENDING', title: 'Cold calling clinic' });
    const { gateway, onSaved } = renderDialog(() => json({ data: { createGroupHookup: created } }));
    const dialog = await fillValidForm();
    const image = new File(['png'], 'cover.png', { type: 'image/png' });
    fireEvent.change(field(dialog, 'image'), { target: { files: [image] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create group hookup' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const input = gateway.of('CreateGroupHookup')[0].variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ title: 'Cold calling clinic', category: 'PRACTICE', private: false, duration: 60, maxParticipants: 10, tags: [] });
    expect(input).not.toHaveProperty('sponsored');
    expect(input.startDate).toBe(new Date('2030-03-01T10:00').toISOString());
    expect(upload.uploadGroupHookupImage).toHaveBeenCalledWith('gh-new', image);
  });

  it('refuses a file that is not an image before anything is sent', async () => {
    signIn(['ROLE_USER']);
    const { gateway } = renderDialog(() => json({}));
    const dialog = await fillValidForm();
    fireEvent.change(field(dialog, 'image'), { target: { files: [new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create group hookup' }));
    expect(await within(dialog).findByText(GROUP_HOOKUP.imageType)).toBeTruthy();
    expect(gateway.of('CreateGroupHookup')).toHaveLength(0);
  });

  it("puts the server's field errors under their fields", async () => {
    signIn(['ROLE_ADMIN']);
    renderDialog(() =>
      json({ data: null, errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: { title: GROUP_HOOKUP.titleLength } } }] }),
    );
    const dialog = await fillValidForm();
    expect(within(dialog).getByRole('checkbox', { name: 'Sponsored' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create group hookup' }));
    expect(await within(dialog).findByText(GROUP_HOOKUP.titleLength)).toBeTruthy();
    expect(upload.uploadGroupHookupImage).not.toHaveBeenCalled();
  });
});
