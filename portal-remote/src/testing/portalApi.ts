// The API as it answers one champion, for tests standing in for it (never bundled).
import type { FakeAnswer, FakeRequest } from './fakeApi';
import { errorAnswers, signedOut } from 'test-support/api-answers';

export type PortalScenario = {
  champion: { id: string; Email: string };
  token: string;
  /** `GET /api/portal-view` body (see test-support's api-answers) */
  view?: object;
  /** `GET /api/computer-inventory` arrays by searchValue */
  inventory?: Record<string, object[]>;
  /** answers that replace the normal ones, by call */
  answers?: Partial<Record<'jwt' | 'champion' | 'view' | 'inventory', FakeAnswer>>;
};

/** The API as it answers one champion: bearer checked, their own records only. */
export function portalApi(scenario: PortalScenario) {
  return ({ method, path, query, headers }: FakeRequest): FakeAnswer => {
    const { answers = {} } = scenario;
    if (method === 'POST' && path === '/api/jwt') return answers.jwt ?? { status: 200, body: { token: scenario.token } };
    if (method === 'POST' && path === '/api/sign-out') return signedOut;
    if (headers.get('Authorization') !== `Bearer ${scenario.token}`) return errorAnswers.sessionExpired;
    if (path === `/api/Champions/${scenario.champion.id}`) return answers.champion ?? { status: 200, body: scenario.champion };
    if (path === '/api/portal-view' && (answers.view ?? scenario.view)) return answers.view ?? { status: 200, body: scenario.view };
    if (path === '/api/computer-inventory') {
      return answers.inventory ?? { status: 200, body: scenario.inventory?.[query.get('searchValue') ?? ''] ?? [] };
    }
    return { status: 404, body: { error: 'Not found' } };
  };
}
