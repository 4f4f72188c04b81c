import { useEffect, useRef, useState, type DragEvent as ReactDragEvent } from 'react';

const carriesFiles = (data: DataTransfer | null) => !!data && [...data.types].includes('Files');

/**
 * Makes an element a drop zone for files: `over` while files are dragged over it (text or links
 * dragged from the page are left alone), `onDrop` with what was dropped. While it is mounted, a
 * file dropped beside the zone is ignored instead of replacing the page and losing the form.
 */
export function useFileDrop(onDrop: (files: FileList) => void) {
  const [over, setOver] = useState(false);
  // dragenter and dragleave fire for every child crossed; the zone is left when they even out.
  const depth = useRef(0);

  useEffect(() => {
    const refuse = (event: DragEvent) => {
      if (event.defaultPrevented || !carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, []);

  const zone = {
    onDragEnter(event: ReactDragEvent) {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      depth.current += 1;
      setOver(true);
    },
    onDragOver(event: ReactDragEvent) {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave(event: ReactDragEvent) {
      if (!carriesFiles(event.dataTransfer)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    },
    onDrop(event: ReactDragEvent) {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      depth.current = 0;
      setOver(false);
      onDrop(event.dataTransfer.files);
    },
  };
  return { over, zone };
}
