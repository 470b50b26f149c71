import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  test('a group is a named busy status; the shapes are hidden from assistive technology', () => {
    const { container } = render(
      <SkeletonGroup aria-label="Loading album">
        <Skeleton shape="circle" />
        <Skeleton shape="text" width="60%" />
        <Skeleton width={120} height={80} />
      </SkeletonGroup>,
    );
    const group = screen.getByRole('status', { name: 'Loading album' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    const shapes = container.querySelectorAll('.ui-skeleton');
    expect([...shapes].map((shape) => shape.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
    expect((shapes[2] as HTMLElement).style.width).toBe('120px');
  });

  test('has no serious axe violations', async () => {
    render(
      <SkeletonGroup aria-label="Loading album">
        <Skeleton shape="text" />
      </SkeletonGroup>,
    );
    await expectNoSeriousA11yViolations();
  });
});
