import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '@campus/ui';
import { TIMINGS } from '@campus/contracts';

const Box = styled.div`
  display: flex;
  justify-content: center;
  padding: 96px 16px;
  min-height: 50vh;
`;

/** Page-sized loading state; the spinner appears only after 300 ms so fast loads do not flash. */
export function PageLoading({ label }: { label?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), TIMINGS.loadingGuardMs);
    return () => clearTimeout(timer);
  }, []);
  return <Box aria-busy="true">{visible && <Spinner size="lg" label={label} />}</Box>;
}
