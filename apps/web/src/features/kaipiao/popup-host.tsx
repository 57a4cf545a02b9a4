// Draws every open pop-up of the simulator, each with the z-index it was opened with (spec 01 §2).
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useKaipiaoStore } from './kaipiao-store';
import type { TPopupProps } from './popup-types';
import { popupRegistry } from './popups/registry';

const loaded = new Map<string, LazyExoticComponent<ComponentType<TPopupProps>>>();

function componentOf(name: string): LazyExoticComponent<ComponentType<TPopupProps>> | null {
  const load = popupRegistry[name];
  if (!load) return null;
  let component = loaded.get(name);
  if (!component) {
    component = lazy(load as () => Promise<{ default: ComponentType<TPopupProps> }>);
    loaded.set(name, component);
  }
  return component;
}

export function PopupHost() {
  const popups = useKaipiaoStore((state) => state.popups);
  const closePopup = useKaipiaoStore((state) => state.closePopup);
  return (
    <>
      {popups.map((popup) => {
        const Popup = componentOf(popup.name);
        if (!Popup) return null;
        return (
          <Suspense key={popup.name} fallback={null}>
            <Popup name={popup.name} zIndex={popup.zIndex} props={popup.props} close={() => closePopup(popup.name)} />
          </Suspense>
        );
      })}
    </>
  );
}
