import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_HOOKUP_IMAGE_MAX_PX, MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { GROUP_HOOKUP as M } from '~/common/messages';
import { parseReport } from '~/services/testing/csv';
import { createGroupHookup, eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, HOUR, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';
import { createUploadsRepository } from '~/services/uploads/repository';

const clock = createClock(new Date('2030-03-07T09:30:00.000Z'));
let t: TestServices;
let admin: Member;
let host: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 30 * 24 * 3600, groupHookupSchedulerMs: 0 });
  [admin, host, member] = await Promise.all([createMember(t.app, { admin: true }), createMember(t.app), createMember(t.app)]);
});
afterAll(() => t.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function multipart(bytes: Buffer, field = 'image', filename = 'picture.png', contentType = 'image/png') {
  const boundary = `----hookups${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (uuid: string, who: Member, body = multipart(PNG)) =>
  t.app.inject({ method: 'PUT', url: `/group-hookup/${uuid}/image`, headers: { ...who.headers, ...body.headers }, payload: body.payload });

describe('PUT /group-hookup/{uuid}/image', () => {
  it("stores the host's image, points imageUrl at it with an image event, and serves it cached until the link expires", async () => {
    const groupHookup = await createGroupHookup(t.app, host);
    const before = await newestEventId(t.db);
    const res = await upload(groupHookup.uuid, host);
    expect(res.statusCode).toBe(200);
    const imageUrl: string = res.json().imageUrl;
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]{43}$/);
    const [event] = await eventsSince(t.db, before);
    // the event keeps the bare path; it is signed when it is sent (GET /events)
    expect(event.payload.groupHookup.imageUrl).toBe(imageUrl.split('?')[0]);
    expect(t.app.imageUrls.signAll(event.payload)).toEqual({ kind: 'image', actorUUID: host.uuid, groupHookup: res.json() });
    const image = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    // decoded and encoded again (issue 20), kept in the file store, not in the database
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const row = await t.db.selectFrom('uploads').select(['bytes', 'fileKey', 'sha256']).where('id', '=', imageUrl.split(/[/?]/)[2]!).executeTakeFirstOrThrow();
    expect(row).toEqual({ bytes: null, fileKey: expect.stringMatching(/^uploads\//), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await t.app.files.open(row.fileKey!)).not.toBeNull();
  });

  it('serves only what decodes as an image: HTML after a GIF header is refused, a script chunk in a PNG is dropped', async () => {
    const groupHookup = await createGroupHookup(t.app, host);
    const polyglot = Buffer.concat([GIF.subarray(0, 13), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const refused = await upload(groupHookup.uuid, host, multipart(polyglot, 'image', 'x.gif', 'image/gif'));
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(M.imageUnreadable);

    const script = Buffer.from('Comment\0<script>alert(1)</script>');
    const type = Buffer.from('tEXt');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(script.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([type, script])));
    const iend = PNG.length - 12; // the IEND chunk closes the file
    const withScript = Buffer.concat([PNG.subarray(0, iend), length, type, script, crc, PNG.subarray(iend)]);
    const stored = await upload(groupHookup.uuid, host, multipart(withScript));
    expect(stored.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: stored.json().imageUrl });
    expect(served.rawPayload.includes('<script>')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('shrinks a large image to fit GROUP_HOOKUP_IMAGE_MAX_PX, keeping its proportions', async () => {
    const groupHookup = await createGroupHookup(t.app, host);
    const large = await sharp({ create: { width: 3200, height: 1600, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const res = await upload(groupHookup.uuid, host, multipart(large, 'image', 'wide.jpg', 'image/jpeg'));
    const served = await t.app.inject({ method: 'GET', url: res.json().imageUrl });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: GROUP_HOOKUP_IMAGE_MAX_PX, height: GROUP_HOOKUP_IMAGE_MAX_PX / 2 });
  });

  it('replaces the previous image, which then answers 404; an admin may upload too', async () => {
    const groupHookup = await createGroupHookup(t.app, host);
    const first = (await upload(groupHookup.uuid, host)).json().imageUrl;
    const second = await upload(groupHookup.uuid, admin, multipart(GIF, 'image', 'anim.gif', 'image/gif'));
    expect(second.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: second.json().imageUrl })).headers['content-type']).toBe('image/gif');
    const gone = await t.app.inject({ method: 'GET', url: first });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.uploadNotFound);
    // the freed file leaves the store once the change has committed
    const [{ fileKey }] = await t.db.selectFrom('uploadDiscards').select('fileKey').execute();
    expect(await t.app.files.open(fileKey)).not.toBeNull();
    await createUploadsRepository(t.db, t.app.files).removeDiscarded();
    expect(await t.app.files.open(fileKey)).toBeNull();
    expect(await t.db.selectFrom('uploadDiscards').select('fileKey').execute()).toEqual([]);
  });

  it('moves an image stored in the database before migration 0023 to the file store, serving it all along', async () => {
    const { id } = await t.db
      .insertInto('uploads')
      .values({ contentType: 'image/png', size: PNG.length, bytes: PNG, fileKey: null, sha256: null, uploadedBy: null, createdAt: clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'GET', url: t.app.imageUrls.sign(`/uploads/${id}`) })).rawPayload.equals(PNG)).toBe(true);
    const uploads = createUploadsRepository(t.db, t.app.files);
    while ((await uploads.moveToFileStore()) > 0);
    const row = await t.db.selectFrom('uploads').select(['bytes', 'fileKey']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ bytes: null, fileKey: `uploads/${id}` });
    expect((await t.app.inject({ method: 'GET', url: t.app.imageUrls.sign(`/uploads/${id}`) })).rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 415 for a file that is not an image by its bytes, whatever its name and declared type', async () => {
    const groupHookup = await createGroupHookup(t.app, host);
    const res = await upload(groupHookup.uuid, host, multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image', 'fake.png', 'image/png'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: M.imageType, fields: { image: M.imageType } });
  });

  it('answers 413 for a file over 52428800 bytes', async () => {
    const groupHookup = await createGroupHookup(t.app, host);
    const big = Buffer.alloc(MAX_FILE_SIZE_BYTES + 1);
    PNG.copy(big);
    const res = await upload(groupHookup.uuid, host, multipart(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(M.imageTooLarge);
    expect(await t.db.selectFrom('uploads').select('id').where('size', '>', MAX_FILE_SIZE_BYTES).execute()).toEqual([]);
  });

  it('answers 403 to a member who is not the host, 404 when not visible, and 400 without an image field', async () => {
    const pending = await createGroupHookup(t.app, host);
    expect((await upload(pending.uuid, member)).statusCode).toBe(404);
    const open = await createGroupHookup(t.app, admin);
    const refused = await upload(open.uuid, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.onlyHostOrAdmin);
    expect((await upload(open.uuid, admin, multipart(PNG, 'picture'))).json()).toMatchObject({ statusCode: 400, message: M.imageMissing });
    const json = await t.app.inject({ method: 'PUT', url: `/group-hookup/${open.uuid}/image`, headers: admin.headers, payload: { image: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('answers 404 for an unknown or malformed upload id (signed links to them)', async () => {
    expect((await t.app.inject({ method: 'GET', url: t.app.imageUrls.sign('/uploads/6f1c1a9e-0000-4000-8000-000000000000') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: t.app.imageUrls.sign('/uploads/nope') })).statusCode).toBe(404);
  });
});

describe('GET /hookup-admin/group-hookups/connections/export', () => {
  it('answers a dated CSV with one row per participant, formulas in member text escaped', async () => {
    const evil = await createMember(t.app, { firstName: '=HYPERLINK("http://evil.example","click")', lastName: 'Doe' });
    const groupHookup = await createGroupHookup(t.app, admin, { title: '+Pipeline review — café', startDate: new Date(clock.now().getTime() + 2 * HOUR).toISOString() });
    await t.app.inject({ method: 'POST', url: `/group-hookup/attend?uuid=${groupHookup.uuid}`, headers: evil.headers });
    await t.app.inject({ method: 'POST', url: `/group-hookup/attend?uuid=${groupHookup.uuid}`, headers: member.headers });
    const res = await t.app.inject({ method: 'GET', url: '/hookup-admin/group-hookups/connections/export', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Group-Hookup-Connections-Report-2030-03-07.csv"');
    const { header, rows: all } = parseReport(res.rawPayload);
    expect(header).toEqual(['Group hookup UUID', 'Title', 'Category', 'Status', 'Start (UTC)', 'Host name', 'Host email', 'Participant name', 'Participant email', 'Joined at (UTC)']);
    const rows = all.filter((row) => row[0] === groupHookup.uuid);
    expect(rows).toHaveLength(2);
    expect(rows[0]![7]).toBe(`'=HYPERLINK("http://evil.example","click") Doe`);
    expect(rows[0]![1]).toBe("'+Pipeline review — café");
    expect(rows[0]![8]).toBe(evil.username);
    expect(rows[1]![8]).toBe(member.username);
    expect(rows[1]!.slice(5, 7)).toEqual([admin.fullName, admin.username]);
  });

  it('keeps only group hookups starting between from and to, and refuses a bad date', async () => {
    const far = await createGroupHookup(t.app, admin, { startDate: new Date(clock.now().getTime() + 30 * 24 * HOUR).toISOString() });
    await t.app.inject({ method: 'POST', url: `/group-hookup/attend?uuid=${far.uuid}`, headers: member.headers });
    const url = (query: string) => `/hookup-admin/group-hookups/connections/export?${query}`;
    const soon = await t.app.inject({ method: 'GET', url: url(`to=${encodeURIComponent(new Date(clock.now().getTime() + 24 * HOUR).toISOString())}`), headers: admin.headers });
    expect(soon.body).not.toContain(far.uuid);
    const later = await t.app.inject({ method: 'GET', url: url(`from=${encodeURIComponent(new Date(clock.now().getTime() + 24 * HOUR).toISOString())}`), headers: admin.headers });
    expect(parseReport(later.rawPayload).rows.map((row) => row[0])).toEqual([far.uuid]);
    expect((await t.app.inject({ method: 'GET', url: url('from=soon'), headers: admin.headers })).statusCode).toBe(400);
  });
});
