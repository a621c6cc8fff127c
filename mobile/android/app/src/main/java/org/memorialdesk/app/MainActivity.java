package org.memorialdesk.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
