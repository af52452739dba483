import { createHash, randomBytes } from 'node:crypto';
import { and, isNull, sql } from 'drizzle-orm';
import { ORGANISATION_ROLES, type OrganisationRole } from '@store/contracts/commerce-organisation-roles';
import { DEMO_CUSTOMERS, type DemoCustomer } from '@store/contracts/demo-customers';
import { schemeLevels } from '@store/contracts/qualification-schemes';
import type { Db } from '@store/database';
import type { StoreId } from '@store/locales';
import {
  customers,
  organisationInvitations,
  organisationJoinRequests,
  organisationMembers,
  organisations,
  qualificationDocuments,
  qualifications,
} from '../db/schema.ts';
import { DEMO_DOCUMENT, DEMO_EXPIRY } from '../qualifications/demo-qualifications.ts';
import { INVITATION_VALID_DAYS } from '@store/contracts/commerce-organisations';

/**
 * The demo organisations (docs/organisations.md, Demo organisations): every demo customer
 * administers one of their own site with all four roles. Two colleagues who are commerce customers
 * only (they have no sign-in) are qualified users, one at the site's highest level and one lower; a
 * third colleague's join request waits, and an invitation to a fourth address is pending. Fixed ids,
 * so tests and journeys name them and a restart changes nothing an administrator decided since.
 */

export interface DemoColleague {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface DemoQualifiedColleague extends DemoColleague {
  /** The level of the site's scheme their approved qualification holds. */
  level: string;
  qualificationId: string;
}

export interface DemoOrganisation {
  id: string;
  accountNumber: string;
  siteId: StoreId;
  name: string;
  /** The demo customer who administers it. */
  administrator: DemoCustomer;
  /** Holds the site's highest level. */
  highlyQualified: DemoQualifiedColleague;
  /** Holds a level below the highest. */
  lessQualified: DemoQualifiedColleague;
  /** Has asked to join by the account number. */
  requester: DemoColleague & { joinRequestId: string; message: string };
  /** A pending invitation (its link's token is not kept, so it cannot be opened). */
  invitation: { id: string; email: string; roles: OrganisationRole[] };
}

type Name = readonly [firstName: string, lastName: string, emailLocal: string];

interface Regional {
  username: string;
  siteId: StoreId;
  name: string;
  accountNumber: string;
  domain: string;
  /** First name, last name and the local part of their email address. */
  colleagues: readonly [Name, Name, Name];
  message: string;
}

const REGIONAL: readonly Regional[] = [
  {
    username: 'demo.us',
    siteId: 'usassessments',
    name: 'Maplewood Unified School District',
    accountNumber: 'ORG-US104215',
    domain: 'maplewood.example.com',
    colleagues: [
      ['Maria', 'Delgado', 'maria.delgado'],
      ['James', 'Carter', 'james.carter'],
      ['Priya', 'Raman', 'priya.raman'],
    ],
    message: 'I joined the district’s school psychology team in September.',
  },
  {
    username: 'demo.ca',
    siteId: 'caassessments',
    name: 'Centre de services scolaire des Rivières',
    accountNumber: 'ORG-CA203418',
    domain: 'rivieres.example.ca',
    colleagues: [
      ['Geneviève', 'Bouchard', 'genevieve.bouchard'],
      ['Mathieu', 'Gagnon', 'mathieu.gagnon'],
      ['Sophie', 'Lavoie', 'sophie.lavoie'],
    ],
    message: 'Je suis la nouvelle orthopédagogue de l’école des Saules.',
  },
  {
    username: 'demo.gb',
    siteId: 'ukassessments',
    name: 'Harrowgate Child Development Clinic',
    accountNumber: 'ORG-UK310527',
    domain: 'harrowgate.example.co.uk',
    colleagues: [
      ['Eleanor', 'Price', 'eleanor.price'],
      ['Thomas', 'Bennett', 'thomas.bennett'],
      ['Aisha', 'Khan', 'aisha.khan'],
    ],
    message: 'I started as the clinic’s assistant psychologist this month.',
  },
  {
    username: 'demo.nl',
    siteId: 'nlassessments',
    name: 'Jeugdpraktijk De Linde',
    accountNumber: 'ORG-NL402736',
    domain: 'delinde.example.nl',
    colleagues: [
      ['Marloes', 'Visser', 'marloes.visser'],
      ['Thijs', 'Bakker', 'thijs.bakker'],
      ['Fleur', 'Jansen', 'fleur.jansen'],
    ],
    message: 'Ik ben sinds deze maand GZ-psycholoog bij De Linde.',
  },
  {
    username: 'demo.es',
    siteId: 'esassessments',
    name: 'Departamento de Psicología, Universidad del Tajo',
    accountNumber: 'ORG-ES507149',
    domain: 'psicologia.example.es',
    colleagues: [
      ['Carmen', 'Ruiz', 'carmen.ruiz'],
      ['Javier', 'Moreno', 'javier.moreno'],
      ['Elena', 'Navarro', 'elena.navarro'],
    ],
    message: 'Soy la nueva profesora ayudante del departamento.',
  },
  {
    username: 'demo.jp',
    siteId: 'asiaassessments',
    name: 'みなと発達クリニック',
    accountNumber: 'ORG-ASIA608253',
    domain: 'minato.example.jp',
    colleagues: [
      ['美咲', '山本', 'misaki.yamamoto'],
      ['翔', '中村', 'sho.nakamura'],
      ['結衣', '小林', 'yui.kobayashi'],
    ],
    message: '今月から心理士として勤務しています。',
  },
  {
    username: 'demo.sg',
    siteId: 'sgassessments',
    name: 'Kembangan Heights Polyclinic',
    accountNumber: 'ORG-SG701364',
    domain: 'kembangan.example.sg',
    colleagues: [
      ['Hui Min', 'Lim', 'huimin.lim'],
      ['Muhammad', 'Faizal', 'muhammad.faizal'],
      ['Priya', 'Nair', 'priya.nair'],
    ],
    message: 'I joined the polyclinic’s psychology service last week.',
  },
  {
    username: 'demo.au',
    siteId: 'auassessments',
    name: 'Wattle Creek Child Psychology Clinic',
    accountNumber: 'ORG-AU805472',
    domain: 'wattlecreek.example.com.au',
    colleagues: [
      ['Olivia', 'Thompson', 'olivia.thompson'],
      ['Jack', 'Mitchell', 'jack.mitchell'],
      ['Mia', 'Nguyen', 'mia.nguyen'],
    ],
    message: 'I’m the clinic’s new provisional psychologist.',
  },
  {
    username: 'demo.nz',
    siteId: 'nzassessments',
    name: 'Tōtara Bay School Psychology Service',
    accountNumber: 'ORG-NZ906581',
    domain: 'totarabay.example.co.nz',
    colleagues: [
      ['Aroha', 'Ngata', 'aroha.ngata'],
      ['Liam', 'Robinson', 'liam.robinson'],
      ['Ella', 'Thompson', 'ella.thompson'],
    ],
    message: 'I have joined the service as an educational psychologist.',
  },
];

function colleague(id: string, [firstName, lastName, local]: Name, domain: string): DemoColleague {
  return { id, firstName, lastName, email: `${local}@${domain}` };
}

function demoOrganisation(regional: Regional, index: number): DemoOrganisation {
  const administrator = DEMO_CUSTOMERS.find((customer) => customer.username === regional.username);
  if (!administrator) throw new Error(`no demo customer ${regional.username}`);
  const n = index + 1;
  const levels = schemeLevels(regional.siteId);
  const highest = levels.at(-1);
  const lower = levels.at(-2);
  if (!highest || !lower || lower.rank === 0)
    throw new Error(`the scheme of ${regional.siteId} has too few levels`);
  const [high, low, asking] = regional.colleagues;
  return {
    id: `c0a1e5d2-6b7f-4a3e-9d10-00000000000${n}`,
    accountNumber: regional.accountNumber,
    siteId: regional.siteId,
    name: regional.name,
    administrator,
    highlyQualified: {
      ...colleague(`7e3c9a51-2f4d-4b8e-a1c6-0000000001${n}1`, high, regional.domain),
      level: highest.code,
      qualificationId: `5a1e0c9b-7d3f-4e21-8b6a-0000000001${n}1`,
    },
    lessQualified: {
      ...colleague(`7e3c9a51-2f4d-4b8e-a1c6-0000000001${n}2`, low, regional.domain),
      level: lower.code,
      qualificationId: `5a1e0c9b-7d3f-4e21-8b6a-0000000001${n}2`,
    },
    requester: {
      ...colleague(`7e3c9a51-2f4d-4b8e-a1c6-0000000001${n}3`, asking, regional.domain),
      joinRequestId: `3b8d2e6f-1c4a-4f7e-b5d9-00000000000${n}`,
      message: regional.message,
    },
    invitation: {
      id: `9f4b7c2a-5e1d-4a8c-8e3f-00000000000${n}`,
      email: `new.colleague@${regional.domain}`,
      roles: ['purchaser'],
    },
  };
}

export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = REGIONAL.map(demoOrganisation);

/** The demo organisation a demo customer administers (by username, e.g. demo.us). */
export function demoOrganisationOf(username: string): DemoOrganisation {
  const found = DEMO_ORGANISATIONS.find((organisation) => organisation.administrator.username === username);
  if (!found) throw new Error(`no demo organisation of ${username}`);
  return found;
}

/**
 * Seeds the demo organisations under their fixed ids. What is there already is kept (a member whose
 * roles an administrator changed, a request decided); a pending demo invitation's expiry is moved
 * forward so that it never reads as expired under a long-running demo.
 */
export async function seedDemoOrganisations(db: Db, now: Date = new Date()): Promise<void> {
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * 86_400_000).toISOString();
  await db.transaction(async (tx) => {
    await tx
      .insert(organisations)
      .values(
        DEMO_ORGANISATIONS.map(({ id, accountNumber, siteId, name }) => ({
          id,
          accountNumber,
          siteId,
          name,
        })),
      )
      .onConflictDoNothing();
    const colleagues = DEMO_ORGANISATIONS.flatMap((org) =>
      [org.highlyQualified, org.lessQualified, org.requester].map((c) => ({
        id: c.id,
        email: c.email,
        firstName: c.firstName,
        lastName: c.lastName,
        registrationCountry: org.administrator.registrationCountryIso,
      })),
    );
    await tx.insert(customers).values(colleagues).onConflictDoNothing({ target: customers.id });
    await tx
      .insert(organisationMembers)
      .values(
        DEMO_ORGANISATIONS.flatMap((org) => [
          { organisationId: org.id, userId: org.administrator.id, roles: [...ORGANISATION_ROLES] },
          { organisationId: org.id, userId: org.highlyQualified.id, roles: ['qualified-user'] },
          { organisationId: org.id, userId: org.lessQualified.id, roles: ['qualified-user'] },
        ]),
      )
      .onConflictDoNothing();
    const held = DEMO_ORGANISATIONS.flatMap((org) =>
      [org.highlyQualified, org.lessQualified].map((c) => ({
        id: c.qualificationId,
        userId: c.id,
        siteId: org.siteId,
        type: 'degree',
        level: c.level,
        status: 'approved',
        details: `Qualification of ${c.firstName} ${c.lastName}, ${org.name}.`,
        fileName: 'colleague-evidence.pdf',
        contentType: 'application/pdf',
        size: DEMO_DOCUMENT.length,
        expiresOn: DEMO_EXPIRY,
        reviewedAt: now.toISOString(),
      })),
    );
    await tx.insert(qualifications).values(held).onConflictDoNothing({ target: qualifications.id });
    await tx
      .insert(qualificationDocuments)
      .values(held.map((row) => ({ qualificationId: row.id, data: DEMO_DOCUMENT })))
      .onConflictDoNothing({ target: qualificationDocuments.qualificationId });
    await tx
      .insert(organisationJoinRequests)
      .values(
        DEMO_ORGANISATIONS.map((org) => ({
          id: org.requester.joinRequestId,
          organisationId: org.id,
          userId: org.requester.id,
          message: org.requester.message,
          status: 'pending',
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(organisationInvitations)
      .values(
        DEMO_ORGANISATIONS.map((org) => ({
          id: org.invitation.id,
          organisationId: org.id,
          email: org.invitation.email,
          roles: org.invitation.roles,
          tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
          invitedBy: org.administrator.id,
          expiresAt,
        })),
      )
      .onConflictDoUpdate({
        target: organisationInvitations.id,
        set: { expiresAt: sql`excluded.expires_at` },
        setWhere: and(isNull(organisationInvitations.acceptedAt), isNull(organisationInvitations.revokedAt)),
      });
  });
}
