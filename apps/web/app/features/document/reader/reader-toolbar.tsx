import { AppstoreOutlined, FullscreenExitOutlined, FullscreenOutlined, SearchOutlined, ZoomInOutlined, ZoomOutOutlined } from "@ant-design/icons";
import { Button, Space } from "antd";
import { zh } from "../../../locales/zh-CN";
import { HoverTooltip } from "../../../shared/deferred-overlays";
import { PageBox } from "./page-box";

export const zoomSteps = [50, 75, 100, 125, 150, 200] as const;

interface ReaderToolbarProps {
  zoom: number;
  onZoom: (zoom: number) => void;
  fullscreen: boolean;
  onFullscreen: () => void;
  pages: number;
  current: number;
  onJump: (page: number) => void;
  thumbnails: boolean;
  onThumbnails: () => void;
  finding: boolean;
  onFind: () => void;
}

/** The page box (第 n / N 页), find, thumbnails, zoom out / in between 50 % and 200 %, and fullscreen. */
export function ReaderToolbar({ zoom, onZoom, fullscreen, onFullscreen, pages, current, onJump, thumbnails, onThumbnails, finding, onFind }: ReaderToolbarProps) {
  const index = zoomSteps.findIndex((step) => step === zoom);
  const thumbnailsLabel = thumbnails ? zh.document.hideThumbnails : zh.document.thumbnails;
  return (
    <div className="wk-reader-toolbar-row">
      {pages > 0 ? <PageBox current={current} pages={pages} onJump={onJump} /> : <span />}
      <Space size={4}>
        <HoverTooltip title={zh.document.find}>
          <Button
            type={finding ? "link" : "text"}
            icon={<SearchOutlined />}
            aria-label={zh.document.find}
            aria-pressed={finding}
            disabled={pages === 0}
            onClick={onFind}
            data-testid="reader-find-toggle"
          />
        </HoverTooltip>
        <HoverTooltip title={thumbnailsLabel}>
          <Button
            type={thumbnails ? "link" : "text"}
            icon={<AppstoreOutlined />}
            aria-label={thumbnailsLabel}
            aria-pressed={thumbnails}
            disabled={pages === 0}
            onClick={onThumbnails}
            data-testid="reader-thumbnails-toggle"
          />
        </HoverTooltip>
        <HoverTooltip title={zh.document.zoomOut}>
          <Button type="text" icon={<ZoomOutOutlined />} aria-label={zh.document.zoomOut} disabled={index <= 0} onClick={() => onZoom(zoomSteps[index - 1])} />
        </HoverTooltip>
        <span className="wk-reader-zoom" data-testid="reader-zoom">{zoom}%</span>
        <HoverTooltip title={zh.document.zoomIn}>
          <Button type="text" icon={<ZoomInOutlined />} aria-label={zh.document.zoomIn} disabled={index >= zoomSteps.length - 1} onClick={() => onZoom(zoomSteps[index + 1])} />
        </HoverTooltip>
        <HoverTooltip title={fullscreen ? zh.document.exitFullscreen : zh.document.fullscreen}>
          <Button
            type="text"
            icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            aria-label={fullscreen ? zh.document.exitFullscreen : zh.document.fullscreen}
            onClick={onFullscreen}
          />
        </HoverTooltip>
      </Space>
    </div>
  );
}
