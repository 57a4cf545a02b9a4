// /kaipiaoViews/index: the simulator's main window, full screen like the desktop client: title bar, the five
// menus with their function navigation, the status bar, the business-question window and the pop-up host.
// Without a working context the student goes to /studentViews/index; without the client login, to the login.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { hasBwkpContext, kaipiaoApi, kaipiaoKeys } from './kaipiao-api';
import { useKaipiaoStore } from './kaipiao-store';
import './kaipiao.css';
import { PopupHost } from './popup-host';
import { KaipiaoProviders, NoContextRedirect } from './shell/kaipiao-providers';
import { KAIPIAO_PATHS, readKaipiaoLogin } from './shell/kaipiao-session';
import { QuestionWindow } from './shell/question-window';
import { FunctionNav, MenuBar } from './shell/shell-menu';
import './shell/shell.css';
import { StatusBar, TitleBar } from './shell/title-bar';
import { useProgressSync } from './shell/use-progress-sync';

function Desktop() {
  const client = useQueryClient();
  // a fresh start for this working context: no answers or pop-ups of an earlier lesson
  useState(() => {
    client.removeQueries({ queryKey: kaipiaoKeys.all });
    useKaipiaoStore.setState({ progress: null, subjects: [], currentSubjectId: null, popups: [] });
    return true;
  });
  const { status, subjects } = useProgressSync();
  const qyxx = useQuery({ queryKey: kaipiaoKeys.qyxx, queryFn: kaipiaoApi.qyxxDetail });
  useEffect(() => () => useKaipiaoStore.getState().closeAll(), []);

  return (
    <div className="kp-root" data-testid="kp-desktop">
      <TitleBar qyxx={qyxx.data} status={status.data} />
      <MenuBar />
      <main className="kp-workspace">
        <FunctionNav />
      </main>
      <StatusBar status={status.data} isError={status.isError} />
      <QuestionWindow subjects={subjects.data ?? []} isLoading={subjects.isLoading} />
      <PopupHost />
    </div>
  );
}

export default function KaipiaoIndexPage() {
  if (!hasBwkpContext()) return <NoContextRedirect />;
  if (!readKaipiaoLogin()) return <Navigate to={KAIPIAO_PATHS.login} replace />;
  return (
    <KaipiaoProviders compact>
      <Desktop />
    </KaipiaoProviders>
  );
}
