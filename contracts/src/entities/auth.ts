import { z } from 'zod';
import { currentUser } from './user';
import { LIMITS } from '../constants';
import { isEduEmail } from '../format';

const EDU_MESSAGE = 'Must be a valid .edu email address';
export const eduEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(EDU_MESSAGE))
  .refine(isEduEmail, EDU_MESSAGE);

export const authStatus = z.object({ isAuthenticated: z.boolean() });
export type AuthStatus = z.infer<typeof authStatus>;

export const googleSignIn = z.object({ token: z.string().min(1) });
export const userReply = z.object({ user: currentUser });

export const login = z.object({
  email: eduEmail,
  password: z.string().min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`),
});
export const register = login.extend({
  firstName: z.string().trim().max(80).nullish(),
  lastName: z.string().trim().max(80).nullish(),
});

export const verifyEmailToken = z.object({ token: z.string().trim().min(1, 'Please enter a verification token') });
export const verifyEmailCode = z.object({
  email: eduEmail,
  code: z
    .string()
    .trim()
    .length(LIMITS.verificationCodeLength, 'Verification code must be 6 digits')
    .regex(/^\d+$/, 'Verification code must be 6 digits'),
});

export const syncSession = z.object({ userData: z.object({ id: z.number().int().positive() }).loose() });
