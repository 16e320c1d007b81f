import { useMemo } from 'react';
import type { CurrentUser } from '@campus/contracts';
import { suggestUniversity, useUniversities } from '../../lib/universities';

export interface InitialUniversity {
  university: string;
  /** True when the value was derived from the e-mail domain rather than stored on the user. */
  fromEmail: boolean;
  domain: string;
}

/** The user's university if it is on the list, else the one their e-mail domain belongs to, else nothing. */
export function useInitialUniversity(user: CurrentUser | null): InitialUniversity {
  const { data: index } = useUniversities();
  return useMemo(() => {
    const domain = user?.email.split('@')[1]?.toLowerCase() ?? '';
    if (!index || !user) return { university: '', fromEmail: false, domain };
    if (index.byName.has(user.university)) return { university: user.university, fromEmail: false, domain };
    const suggested = suggestUniversity(index, user.email);
    return { university: suggested ?? '', fromEmail: suggested !== null, domain };
  }, [index, user]);
}
