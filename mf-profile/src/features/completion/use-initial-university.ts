import { useMemo } from 'react';
import { universityForEmail, type CurrentUser } from '@campus/contracts';
import { useUniversities } from '../../lib/universities';

export interface InitialUniversity {
  university: string;
  /** True when the value is the one the e-mail domain points to. */
  fromEmail: boolean;
  domain: string;
}

/**
 * The user's university as they gave it (on the list or not: a name they typed is never replaced behind
 * their back, the picker says when it is not on the list), else the one their e-mail domain belongs to,
 * else nothing.
 */
export function useInitialUniversity(user: CurrentUser | null): InitialUniversity {
  const { data: index } = useUniversities();
  return useMemo(() => {
    const domain = user?.email.split('@')[1]?.toLowerCase() ?? '';
    if (!index || !user) return { university: '', fromEmail: false, domain };
    const suggested = universityForEmail(index, user.email);
    if (user.university.trim() !== '') {
      return { university: user.university, fromEmail: user.university === suggested, domain };
    }
    return { university: suggested ?? '', fromEmail: suggested !== null, domain };
  }, [index, user]);
}
