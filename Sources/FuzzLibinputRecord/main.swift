print("FuzzLibinputRecord: not built yet")
