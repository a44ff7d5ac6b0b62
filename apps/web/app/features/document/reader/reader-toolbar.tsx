import { FullscreenExitOutlined, FullscreenOutlined, ZoomInOutlined, ZoomOutOutlined } from "@ant-design/icons";
import { Button, Space, Tooltip } from "antd";
import { zh } from "../../../locales/zh-CN";

export const zoomSteps = [50, 75, 100, 125, 150, 200] as const;

interface ReaderToolbarProps {
  zoom: number;
  onZoom: (zoom: number) => void;
  fullscreen: boolean;
  onFullscreen: () => void;
  pages: number;
}

/** Zoom out / in between 50 % and 200 %, fullscreen, and the page count. */
export function ReaderToolbar({ zoom, onZoom, fullscreen, onFullscreen, pages }: ReaderToolbarProps) {
  const index = zoomSteps.findIndex((step) => step === zoom);
  return (
    <div className="wk-reader-toolbar" data-testid="reader-toolbar">
      <span className="wk-muted">{pages > 0 ? `${pages} ${zh.document.pagesUnit}` : ""}</span>
      <Space size={4}>
        <Tooltip title={zh.document.zoomOut}>
          <Button type="text" icon={<ZoomOutOutlined />} aria-label={zh.document.zoomOut} disabled={index <= 0} onClick={() => onZoom(zoomSteps[index - 1])} />
        </Tooltip>
        <span className="wk-reader-zoom" data-testid="reader-zoom">{zoom}%</span>
        <Tooltip title={zh.document.zoomIn}>
          <Button type="text" icon={<ZoomInOutlined />} aria-label={zh.document.zoomIn} disabled={index >= zoomSteps.length - 1} onClick={() => onZoom(zoomSteps[index + 1])} />
        </Tooltip>
        <Tooltip title={fullscreen ? zh.document.exitFullscreen : zh.document.fullscreen}>
          <Button
            type="text"
            icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            aria-label={fullscreen ? zh.document.exitFullscreen : zh.document.fullscreen}
            onClick={onFullscreen}
          />
        </Tooltip>
      </Space>
    </div>
  );
}
