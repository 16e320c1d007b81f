import { lazySchema, z } from '../zod';
import { currentUser } from './user';
import { LIMITS } from '../constants';
import { hasEmailLengths, isEduEmail } from '../format';
import { freeText } from '../user-text';

const EDU_MESSAGE = 'Must be a valid .edu email address';
export const eduEmail = lazySchema(() =>
  z
    .pipe(z.string().check(z.trim(), z.toLowerCase()), z.email(EDU_MESSAGE))
    .check(z.refine(isEduEmail, EDU_MESSAGE), z.refine(hasEmailLengths, EDU_MESSAGE)),
);

export const authStatus = lazySchema(() => z.object({ isAuthenticated: z.boolean() }));
export type AuthStatus = z.infer<typeof authStatus>;

export const googleSignIn = lazySchema(() => z.object({ token: z.string().check(z.minLength(1)) }));
export const userReply = lazySchema(() => z.object({ user: currentUser }));

export const login = lazySchema(() =>
  z.object({
    email: eduEmail,
    password: z
      .string()
      .check(z.minLength(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)),
  }),
);
export const register = lazySchema(() =>
  z.extend(login, {
    firstName: z.nullish(freeText({ label: 'First name', max: LIMITS.nameMax, required: false })),
    lastName: z.nullish(freeText({ label: 'Last name', max: LIMITS.nameMax, required: false })),
  }),
);

export const verifyEmailToken = lazySchema(() =>
  z.object({
    token: z.string().check(z.trim(), z.minLength(1, 'Please enter a verification token')),
  }),
);
export const verifyEmailCode = lazySchema(() =>
  z.object({
    email: eduEmail,
    code: z
      .string()
      .check(
        z.trim(),
        z.length(LIMITS.verificationCodeLength, 'Verification code must be 6 digits'),
        z.regex(/^\d+$/, 'Verification code must be 6 digits'),
      ),
  }),
);
/** POST /api/verify-email/resend: a fresh link and code for the address, if it is waiting for verification. */
export const resendVerification = lazySchema(() => z.object({ email: eduEmail }));

export const syncSession = lazySchema(() =>
  z.object({
    userData: z.looseObject({ id: z.number().check(z.int(), z.positive()) }),
  }),
);
