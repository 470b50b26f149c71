import { useIntl } from '@album/i18n';
import { Skeleton, SkeletonGroup } from '@album/ui';
import './workspace.css';

/** The loading skeleton of the workspace: top bar, sidebar and canvas shapes while the album loads. */
export function WorkspaceSkeleton() {
  const intl = useIntl();
  return (
    <SkeletonGroup
      className="workspace-skeleton"
      aria-label={intl.formatMessage({ id: 'loading.workspace' })}
    >
      <div className="workspace-skeleton__top">
        <Skeleton shape="text" width={180} />
        <Skeleton shape="circle" width={32} height={32} />
      </div>
      <div className="workspace-skeleton__body">
        <div className="workspace-skeleton__sidebar">
          <Skeleton shape="rect" height={40} />
          <Skeleton shape="rect" height={120} />
          <Skeleton shape="rect" height={120} />
        </div>
        <div className="workspace-skeleton__canvas">
          <Skeleton shape="rect" width="70%" height="60%" />
        </div>
      </div>
    </SkeletonGroup>
  );
}
