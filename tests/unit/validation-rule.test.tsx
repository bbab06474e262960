// One rule words a schema error on both sides (contracts/validation.ts): the server's 400 for a body and the
// browser's contract form for the same values say the same thing about the same member, in every language.
import { renderHook, waitFor } from '@testing-library/react';
import Fastify from 'fastify';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsertProjectBody } from '../../contracts/project';
import { CreateUserBody } from '../../contracts/user';
import { memberPath, mostTelling, validationMessage } from '../../contracts/validation';
import { validatorCompiler } from '../../server/lib/validation';
import envelopePlugin from '../../server/plugins/envelope';
import languagePlugin from '../../server/plugins/language';
import { AppProviders } from '../../src/App';
import { useContractForm } from '../../src/components/useContractForm';
import type { Language } from '../../src/i18n';

const server = Fastify();

beforeAll(async () => {
  server.setValidatorCompiler(validatorCompiler);
  await server.register(languagePlugin);
  await server.register(envelopePlugin);
  server.post('/api/project', { schema: { body: InsertProjectBody } }, async () => 'ok');
  server.post('/api/user', { schema: { body: CreateUserBody } }, async () => 'ok');
  await server.ready();
});
afterAll(() => server.close());

/** The server's messages per member for a body. */
async function serverSays(path: string, body: object, language: Language) {
  const reply = await server.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: { 'accept-language': language },
  });
  expect(reply.statusCode).toBe(400);
  const errors = reply.json().error.validationErrors as { message: string; members: string[] }[];
  const byMember: Record<string, string[]> = {};
  for (const { message, members } of errors) for (const m of members) byMember[m] = [...(byMember[m] ?? []), message];
  return byMember;
}

/** The browser's message per field for the same values, from a contract form without labels of its own. */
async function browserSays(
  schema: typeof InsertProjectBody | typeof CreateUserBody,
  values: Record<string, string>,
  language: Language,
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders settings={{ language, device: 'desktop', sidebarOpened: true }}>{children}</AppProviders>
  );
  const { result } = renderHook(() => useContractForm({ schema, defaultValues: values }), { wrapper });
  await waitFor(() => expect(result.current).toBeTruthy());
  await result.current.trigger();
  return Object.fromEntries(
    Object.keys(values)
      .map((name) => [name, result.current.getFieldState(name).error?.message])
      .filter(([, message]) => message),
  );
}

describe('the shared validation rule', () => {
  it('names the member and its params as the server always did', () => {
    expect(validationMessage('required', '', { missingProperty: 'projectName' }, 'body')).toEqual({
      key: 'errors.validation.required',
      values: { field: 'projectName', limit: '', type: '', format: '' },
      member: 'projectName',
    });
    expect(validationMessage('maxLength', memberPath('/samples/0/memo'), { limit: 64 }).values.limit).toBe('64');
    expect(validationMessage('pattern', '', {}, 'body')).toMatchObject({
      key: 'errors.validation.invalid',
      member: 'body',
    });
    const union = [
      { keyword: 'const', path: 'e', params: { allowedValue: '' } },
      { keyword: 'format', path: 'e', params: { format: 'email' } },
      { keyword: 'anyOf', path: 'e', params: {} },
    ];
    expect(mostTelling(union)?.keyword).toBe('format');
  });

  for (const language of ['en', 'zh', 'es'] as const) {
    it(`reads the same in the browser and from the server (${language})`, async () => {
      const project = { projectName: '', projectCode: 'x'.repeat(65), contractSectName: '', description: '' };
      const sent = { projectCode: project.projectCode, contractSectName: null, description: null };
      const [server1, browser1] = [
        await serverSays('/api/project', sent, language),
        await browserSays(InsertProjectBody, project, language),
      ];
      expect(browser1.projectName).toBe(server1.projectName?.[0]);
      expect(browser1.projectCode).toBe(server1.projectCode?.[0]);
      expect(Object.keys(browser1).sort()).toEqual(['projectCode', 'projectName']);

      const user = {
        userName: 'ab',
        password: '',
        name: 'x'.repeat(70),
        emailAddress: 'not-an-address',
        phoneNumber: '',
      };
      const server2 = await serverSays(
        '/api/user',
        { userName: 'ab', name: user.name, emailAddress: user.emailAddress, phoneNumber: null },
        language,
      );
      const browser2 = await browserSays(CreateUserBody, user, language);
      expect(browser2.password).toBe(server2.password?.[0]);
      expect(browser2.name).toBe(server2.name?.[0]);
      expect(server2.emailAddress).toContain(browser2.emailAddress);
      expect(browser2.emailAddress).toMatch(/email/);
      expect(Object.keys(browser2).sort()).toEqual(['emailAddress', 'name', 'password']);
    });
  }
});
