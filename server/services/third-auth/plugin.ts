import fp from 'fastify-plugin';
import type { WechatSettings } from '../../config';
import { createSigner, type Signer } from './signed';

declare module 'fastify' {
  interface FastifyInstance {
    /** WeChat sign-in: its settings (null = off) and the signer of its states and tickets. */
    thirdAuth: { wechat: WechatSettings | null; signer: Signer };
  }
}

export default fp<{ wechat: WechatSettings | null; secret: string }>(
  async (app, { wechat, secret }) => {
    app.decorate('thirdAuth', { wechat, signer: createSigner(secret) });
  },
  { name: 'third-auth' },
);
