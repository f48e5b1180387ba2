import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, PAGES } from '~/common/messages';
import { createTestServices, type TestServices } from '~/services/testing/helpers';

let t: TestServices;

beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const get = (url: string, app = t.app) => app.inject({ method: 'GET', url });

describe('GET /health', () => {
  it('answers ok', async () => {
    expect((await get('/health')).json()).toEqual({ status: 'ok' });
  });
});

describe('GET /locations', () => {
  it('finds cities case-insensitively as "City, Country" with coordinates', async () => {
    const res = await get('/locations?query=BERL');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({ name: 'Berlin, Germany', lat: 52.52, lng: 13.4 });
  });

  it('answers at most 10 places, cities starting with the text first', async () => {
    const places: { name: string }[] = (await get('/locations?query=san')).json();
    expect(places).toHaveLength(10);
    expect(places[0].name.toLowerCase().startsWith('san')).toBe(true);
  });

  it('ignores accents and also matches the country', async () => {
    expect((await get('/locations?query=sao%20paulo')).json()).toEqual([{ name: 'São Paulo, Brazil', lat: -23.55, lng: -46.63 }]);
    const japan: { name: string }[] = (await get('/locations?query=japan')).json();
    expect(japan.length).toBeGreaterThan(3);
    expect(japan.every((place) => place.name.endsWith('Japan'))).toBe(true);
  });

  it('answers an empty list for an empty or unknown text', async () => {
    expect((await get('/locations?query=')).json()).toEqual([]);
    expect((await get('/locations')).json()).toEqual([]);
    expect((await get('/locations?query=qqqzzz')).json()).toEqual([]);
  });
});

describe('GET /job-positions', () => {
  it('answers the seeded list of about 30 sales job titles', async () => {
    const titles: string[] = (await get('/job-positions')).json();
    expect(titles).toHaveLength(30);
    expect(titles).toContain('Account Executive');
    expect(titles).toContain('Sales Development Representative');
  });
});

describe('errors', () => {
  it('answers 404 with the error shape for an unknown path', async () => {
    expect((await get('/no/such/path')).json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'There is no GET /no/such/path.' });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: '{oops', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('never shows internals in a 5xx answer, and logs them instead', async () => {
    const replica = await t.replica();
    await sql`alter table job_positions rename to job_positions_gone`.execute(t.db);
    const res = await get('/job-positions', replica);
    await sql`alter table job_positions_gone rename to job_positions`.execute(t.db);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: PAGES.internal });
    expect(res.body).not.toContain('job_positions');
    expect(t.logs.find((line) => line.msg === 'request failed')).toMatchObject({ level: 50, err: { message: expect.stringContaining('job_positions') } });
    await replica.close();
  });

  it('answers 429 once a client address goes over the global rate limit', async () => {
    const limited = await t.replica({ rateLimitMax: 3 });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limited.inject({ method: 'GET', url: '/health', remoteAddress: '10.8.0.1' }));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3].json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: AUTH.tooManyRequests });
    expect((await limited.inject({ method: 'GET', url: '/health', remoteAddress: '10.8.0.2' })).statusCode).toBe(200);
    await limited.close();
  });
});
