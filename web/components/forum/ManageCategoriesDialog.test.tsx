import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { FORUM } from '~/common/messages/forum';
import { fakeGateway, json, type Call } from '~/web/testing/fakeGateway';
import { fakeLiveClient } from '~/web/testing/live';
import { ManageCategoriesDialog } from './ManageCategoriesDialog';

const category = (cid: string, name: string, topicCount: number, description: string | null = null, adminsOnly = false) => ({
  __typename: 'ForumCategory',
  cid,
  name,
  description,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  adminsOnly,
  topicCount,
  postCount: topicCount,
});
const GENERAL = category('1', 'General', 3, 'Anything about selling');
const EMPTY = category('2', 'Empty room', 0);
const NEWS = category('4', 'Announcements', 1, 'News from the team', true);

function renderDialog(routes: Record<string, Array<(call: Call) => Response>>) {
  const gateway = fakeGateway({ ForumCategories: [() => json({ data: { forumCategories: [GENERAL, EMPTY, NEWS] } })], ...routes });
  const { client } = fakeLiveClient(gateway.fetchFn as typeof fetch);
  render(
    <Provider value={client}>
      <ManageCategoriesDialog open onOpenChange={() => undefined} />
    </Provider>,
  );
  return gateway;
}

const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Manage categories' });
  await within(dialog).findByText('General');
  return dialog;
}

afterEach(cleanup);

describe('manage categories dialog', () => {
  it('lists the categories with their topic counts; a category with topics cannot be deleted', async () => {
    renderDialog({});
    const dialog = await openDialog();
    const list = within(dialog).getByRole('list', { name: 'Categories' });
    expect(within(list).getByText('Anything about selling')).toBeTruthy();
    expect(within(list).getByText('3 topics')).toBeTruthy();
    expect(within(list).getByText('0 topics')).toBeTruthy();
    const busy = within(dialog).getByRole('button', { name: 'Delete General' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.title).toBe(FORUM.categoryNotEmpty);
    expect((within(dialog).getByRole('button', { name: 'Delete Empty room' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('checks the name before sending, then adds the category and reads the list again', async () => {
    const gateway = renderDialog({ CreateForumCategory: [() => json({ data: { createForumCategory: category('3', 'Cold calls', 0) } })] });
    const dialog = await openDialog();
    fireEvent.change(field(dialog, 'name'), { target: { value: ' x ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await within(dialog).findByText(FORUM.categoryName)).toBeTruthy();
    expect(gateway.of('CreateForumCategory')).toHaveLength(0);

    fireEvent.change(field(dialog, 'name'), { target: { value: 'Cold calls' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(gateway.of('CreateForumCategory')).toHaveLength(1));
    expect(gateway.of('CreateForumCategory')[0]!.variables).toEqual({ name: 'Cold calls', description: null, adminsOnly: false });
    await waitFor(() => expect(gateway.of('ForumCategories').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(field(dialog, 'name').value).toBe(''));
  });

  it('renames the chosen category and shows the server’s refusal of a taken name', async () => {
    const taken = { data: null, errors: [{ message: FORUM.categoryExists, extensions: { code: 'CONFLICT' } }] };
    const gateway = renderDialog({
      UpdateForumCategory: [() => json(taken), () => json({ data: { updateForumCategory: { ...GENERAL, name: 'Open floor' } } })],
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit General' }));
    const form = within(dialog).getByRole('form', { name: 'Edit General' });
    expect(field(form, 'name').value).toBe('General');
    expect(field(form, 'description').value).toBe('Anything about selling');
    fireEvent.change(field(form, 'name'), { target: { value: 'Empty room' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    expect(await within(form).findByText(FORUM.categoryExists)).toBeTruthy();

    fireEvent.change(field(form, 'name'), { target: { value: 'Open floor' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(gateway.of('UpdateForumCategory')).toHaveLength(2));
    expect(gateway.of('UpdateForumCategory')[1]!.variables).toEqual({ cid: '1', name: 'Open floor', description: 'Anything about selling', adminsOnly: false });
    expect(await within(dialog).findByRole('form', { name: 'New category' })).toBeTruthy();
  });

  it('shows which categories only admins start topics in, and switches that for the one edited', async () => {
    const gateway = renderDialog({ UpdateForumCategory: [() => json({ data: { updateForumCategory: { ...NEWS, adminsOnly: false } } })] });
    const dialog = await openDialog();
    const list = within(dialog).getByRole('list', { name: 'Categories' });
    expect(within(list).getByText('1 topic · only admins start topics')).toBeTruthy();
    expect(within(list).getByText('3 topics')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Announcements' }));
    const form = within(dialog).getByRole('form', { name: 'Edit Announcements' });
    const adminsOnly = within(form).getByRole('checkbox', { name: 'Only admins start topics' }) as HTMLInputElement;
    expect(adminsOnly.checked).toBe(true);
    fireEvent.click(adminsOnly);
    await waitFor(() => expect(adminsOnly.checked).toBe(false));
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(gateway.of('UpdateForumCategory')).toHaveLength(1));
    expect(gateway.of('UpdateForumCategory')[0]!.variables).toEqual({ cid: '4', name: 'Announcements', description: 'News from the team', adminsOnly: false });
  });

  it('deletes an empty category after confirming, and shows a refusal in the confirmation', async () => {
    const notEmpty = { data: null, errors: [{ message: FORUM.categoryNotEmpty, extensions: { code: 'CONFLICT' } }] };
    const gateway = renderDialog({ DeleteForumCategory: [() => json(notEmpty), () => json({ data: { deleteForumCategory: '2' } })] });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Empty room' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Empty room?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete category' }));
    // a topic was posted meanwhile: the forum refuses, and says why
    expect(await within(confirm).findByText(FORUM.categoryNotEmpty)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete category' }));
    await waitFor(() => expect(gateway.of('DeleteForumCategory')).toHaveLength(2));
    expect(gateway.of('DeleteForumCategory')[1]!.variables).toEqual({ cid: '2' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(gateway.of('ForumCategories').length).toBeGreaterThanOrEqual(2));
  });
});
