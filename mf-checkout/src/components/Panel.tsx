import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@campus/ui';

interface Props {
  title: string;
  children: ReactNode;
  className?: string;
}

/** A titled card that is a named region of the page (its title names it). */
export function Panel({ title, children, className }: Props) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className={className}>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
