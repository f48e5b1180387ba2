import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Role } from '~/common/constants';
import { hashPassword } from '~/services/auth/passwords';
import type { DB } from '~/services/db';
import type { NewUser } from '~/services/db/schema';
import { seedDemoGroupHookups } from '~/services/group-hookups/seed';
import { formatVideoDemo, seedDemoVideo } from '~/services/video/seed';
import { seedDemoForum } from '~/services/forum/seed';
import { DEMO_TIME_CYCLE, seedDemoTimeCycle } from '~/services/time-cycles/seed';

// The demo organisation an empty database starts with (DESIGN.md § Processes): an admin, clients, ambassadors, experts,
// a few group hookups, and a weekly time cycle.

export const DEMO_ORGANIZATION = 'Demo Sales Guild';

interface DemoProfile {
  username: string;
  roles: Role[];
  firstName: string;
  lastName: string;
  jobPosition: string;
  companyName: string;
  companySize: string;
  industry: string;
  yearsOfExperience: string;
  seniorityLevel: string;
  city: string;
  countryCode: string;
  phoneNumber: string;
  location: { lat: number; lng: number; name: string };
}

const PROFILES: DemoProfile[] = [
  { username: 'admin@demo.hookups.test', roles: ['ROLE_ADMIN'], firstName: 'Ada', lastName: 'Admin', jobPosition: 'Head of Sales', companyName: 'Demo Sales Guild', companySize: '11-50', industry: 'Software', yearsOfExperience: 'more than 10 years', seniorityLevel: 'Director', city: 'Berlin', countryCode: 'DE', phoneNumber: '+49 30 901820', location: { lat: 52.52, lng: 13.4, name: 'Berlin, Germany' } },
  { username: 'clara.client@demo.hookups.test', roles: ['ROLE_USER'], firstName: 'Clara', lastName: 'Client', jobPosition: 'Account Executive', companyName: 'Northwind Traders', companySize: '51-200', industry: 'Wholesale', yearsOfExperience: '3 to 5 years', seniorityLevel: 'Senior', city: 'London', countryCode: 'GB', phoneNumber: '+44 20 7946 0958', location: { lat: 51.51, lng: -0.13, name: 'London, United Kingdom' } },
  { username: 'carl.client@demo.hookups.test', roles: ['ROLE_USER'], firstName: 'Carl', lastName: 'Client', jobPosition: 'Sales Development Representative', companyName: 'Contoso', companySize: '201-500', industry: 'Manufacturing', yearsOfExperience: '1 to 2 years', seniorityLevel: 'Starter', city: 'Amsterdam', countryCode: 'NL', phoneNumber: '+31 20 555 0134', location: { lat: 52.37, lng: 4.9, name: 'Amsterdam, Netherlands' } },
  { username: 'anna.ambassador@demo.hookups.test', roles: ['ROLE_USER', 'ROLE_AMBASSADOR'], firstName: 'Anna', lastName: 'Ambassador', jobPosition: 'Key Account Manager', companyName: 'Fabrikam', companySize: '1001-5000', industry: 'Telecommunications', yearsOfExperience: '6 to 10 years', seniorityLevel: 'Manager', city: 'Madrid', countryCode: 'ES', phoneNumber: '+34 91 123 45 67', location: { lat: 40.42, lng: -3.7, name: 'Madrid, Spain' } },
  { username: 'adam.ambassador@demo.hookups.test', roles: ['ROLE_USER', 'ROLE_AMBASSADOR'], firstName: 'Adam', lastName: 'Ambassador', jobPosition: 'Business Development Manager', companyName: 'Tailspin Toys', companySize: '11-50', industry: 'Retail', yearsOfExperience: '3 to 5 years', seniorityLevel: 'Senior', city: 'New York', countryCode: 'US', phoneNumber: '+1 212 555 0147', location: { lat: 40.71, lng: -74.01, name: 'New York, United States' } },
  { username: 'erin.expert@demo.hookups.test', roles: ['ROLE_USER', 'ROLE_EXPERT'], firstName: 'Erin', lastName: 'Expert', jobPosition: 'Sales Trainer', companyName: 'Adventure Works', companySize: '501-1000', industry: 'Consulting', yearsOfExperience: 'more than 10 years', seniorityLevel: 'Director', city: 'Toronto', countryCode: 'CA', phoneNumber: '+1 416 555 0199', location: { lat: 43.65, lng: -79.38, name: 'Toronto, Canada' } },
  { username: 'ethan.expert@demo.hookups.test', roles: ['ROLE_USER', 'ROLE_EXPERT'], firstName: 'Ethan', lastName: 'Expert', jobPosition: 'Sales Enablement Manager', companyName: 'Wide World Importers', companySize: '5001-10000', industry: 'Logistics', yearsOfExperience: '6 to 10 years', seniorityLevel: 'Manager', city: 'Sydney', countryCode: 'AU', phoneNumber: '+61 2 5550 1234', location: { lat: -33.87, lng: 151.21, name: 'Sydney, Australia' } },
];

export interface SeededAccount {
  username: string;
  password: string;
  roles: Role[];
}

/** A password meeting spec §5: random letters and digits plus one of each required class, no spaces. */
export function randomPassword(): string {
  const specials = '!@#$%^&*-_+=?';
  return `${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}a${randomInt(10)}Z${specials[randomInt(specials.length)]}`;
}

const isEmpty = async (db: DB) => (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;

/**
 * Creates the demo organisation's members when the users table is empty and answers their credentials, or null when
 * there was something already. An advisory lock makes two processes starting together seed once.
 */
export async function seedDemoData(db: DB, options: { password: string | null; now: Date }): Promise<SeededAccount[] | null> {
  if (!(await isEmpty(db))) return null;
  const accounts = PROFILES.map((p) => ({ username: p.username, password: options.password ?? randomPassword(), roles: p.roles }));
  const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password)));
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('hookups-seed'))`.execute(trx);
    if (!(await isEmpty(trx))) return null;
    const org = await trx.selectFrom('organizations').select('id').where('isDefault', '=', true).executeTakeFirstOrThrow();
    const rows: NewUser[] = PROFILES.map((p, i) => ({
      organizationId: org.id,
      username: p.username,
      passwordHash: hashes[i],
      roles: p.roles,
      firstName: p.firstName,
      lastName: p.lastName,
      linkedInUrl: `https://www.linkedin.com/in/${p.firstName.toLowerCase()}-${p.lastName.toLowerCase()}-demo`,
      phoneNumber: p.phoneNumber,
      jobPosition: p.jobPosition,
      countryCode: p.countryCode,
      city: p.city,
      companyName: p.companyName,
      companySize: p.companySize,
      industry: p.industry,
      yearsOfExperience: p.yearsOfExperience,
      seniorityLevel: p.seniorityLevel,
      personalInformation: `${p.firstName} is ${/^[aeiou]/i.test(p.jobPosition) ? 'an' : 'a'} ${p.jobPosition.toLowerCase()} at ${p.companyName} and likes to swap prospecting tips.`,
      imageUrl: null,
      referrer: null,
      howDidYouHearAboutUs: 'Demo data',
      locationLat: p.location.lat,
      locationLng: p.location.lng,
      locationName: p.location.name,
      lastActivity: null,
      unsubscribeDate: null,
      pauseNotificationsStartDate: null,
      pauseNotificationsEndDate: null,
      verified: true,
      acceptTermsAndConditions: true,
      createdOn: options.now,
    }));
    const users = await trx.insertInto('users').values(rows).returning(['id', 'username']).execute();
    await seedDemoGroupHookups(trx, org.id, users, options.now);
    await seedDemoVideo(trx, org.id, users, options.now);
    await seedDemoTimeCycle(trx, org.id, users, options.now);
    await seedDemoForum(trx, users, options.now);
    return accounts;
  });
}

/** The block printed once, on the start that seeded. */
export function formatCredentials(accounts: SeededAccount[]): string {
  const width = Math.max(...accounts.map((a) => a.username.length));
  const lines = accounts.map((a) => `  ${a.username.padEnd(width)}  ${a.password}  ${a.roles.join(', ')}`);
  return [
    '',
    `==== ${DEMO_ORGANIZATION}: demo accounts (shown only now) ====`,
    ...lines,
    '',
    ...formatVideoDemo(),
    `Try matching: "${DEMO_TIME_CYCLE.name}" is open on /timeslots; the ambassadors and experts have picked their times, and`,
    'the admin\'s "Run matching now" on /timecycles pairs them (the clients join once they pick theirs).',
    '====',
    '',
  ].join('\n');
}
